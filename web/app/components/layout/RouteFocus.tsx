import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { focusPageHeading } from "./focus";

/**
 * After a client-side page change the new page is announced by moving the focus to its heading — the <h1> inside
 * <main> (tabIndex -1, out of the Tab order), else <main> itself. Screen readers read the heading as a page load
 * would read the title; the next Tab starts in the new page, not in the header link that was pressed or, when that
 * link went with the old page (the side cart, a product card), past the end of the document from <body>.
 * One mechanism for every route (issue 24). Left alone: a field the shopper is typing in that survived the change
 * (the header search), and a change of the query string only (filters, sorting, paging keep their control).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active && active.isConnected && active.matches("input:not([type=checkbox]):not([type=radio]), textarea")) return;
    focusPageHeading();
  }, [pathname]);
  return null;
}
