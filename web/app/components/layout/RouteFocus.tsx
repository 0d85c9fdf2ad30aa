import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { focusMain } from "./focus";

/**
 * After a client-side page change, keyboard focus must not be left nowhere. When the element that had it is gone
 * (a link inside the side cart, which closes; a product card replaced by the next page) the browser falls back to
 * <body> and its next Tab starts wherever the removed node was — often past the end of the page, out of the
 * document. We then put the focus on the new page's <main> (tabIndex -1, also the skip link's target), which is
 * where a page load would have started reading. Focus that survived the change (the header search, a filter box
 * on the same page) is left alone, and so is a change of the query string only (filters, sorting, paging).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusMain();
  }, [pathname]);
  return null;
}
