/**
 * Notifications (SPEC §8/§9): info, success, warning, danger; gone after 2.5 s unless persistent — errors always are,
 * and the time waits while a toast is hovered or focused or the page is hidden (./toastTimer.ts). Escape or "×"
 * dismisses. The region moves to the bottom edge when at the top it would cover the focused element (./toastPlacement.ts).
 * One polite live region (assertive for danger) announces them to screen readers — and, through `announce`,
 * the results that need no toast (a changed quantity and total, a filtered listing): a second region would
 * make screen readers read two queues in an order nobody chose.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { focusPageHeading } from "./focus";
import { toastPlacement, type ToastEdge } from "./toastPlacement";
import { dismissAfter, pausableTimer, type PausableTimer } from "./toastTimer";

// useLayoutEffect warns on the server; the region is placed in the browser only.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export type NotificationType = "info" | "success" | "warning" | "danger";

export interface NotificationInput {
  type: NotificationType;
  message: string;
  persistent?: boolean;
}

interface NotificationItem extends NotificationInput {
  id: number;
}

interface NotificationApi {
  notify: (notification: NotificationInput) => number;
  dismiss: (id: number) => void;
  /** Read by screen readers only (the result is visible on the page already). */
  announce: (message: string) => void;
}

const NotificationContext = createContext<NotificationApi>({ notify: () => -1, dismiss: () => undefined, announce: () => undefined });

export function useNotifications(): NotificationApi {
  return useContext(NotificationContext);
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  // Keyed by a counter: the same text twice ("Gesamtsumme: CHF 9.80" after + and −) is a new node, read again.
  const [announcement, setAnnouncement] = useState<{ id: number; message: string } | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback((notification: NotificationInput) => {
    const id = nextId.current++;
    setItems((current) => [...current, { ...notification, id }]);
    return id;
  }, []);

  const announce = useCallback((message: string) => setAnnouncement({ id: nextId.current++, message }), []);

  const api = useMemo(() => ({ notify, dismiss, announce }), [notify, dismiss, announce]);
  return (
    <NotificationContext.Provider value={api}>
      {children}
      <NotificationRegion items={items} announcement={announcement} onDismiss={dismiss} />
    </NotificationContext.Provider>
  );
}

function NotificationRegion({
  items,
  announcement,
  onDismiss,
}: {
  items: NotificationItem[];
  announcement: { id: number; message: string } | null;
  onDismiss: (id: number) => void;
}) {
  const intl = useIntl();
  const urgent = items.some((item) => item.type === "danger");
  // Where the keyboard came from into a toast: it goes back there when that toast is dismissed, not to <body>.
  const cameFrom = useRef<HTMLElement | null>(null);
  const leave = useCallback((toast: HTMLElement, id: number) => {
    if (toast.contains(document.activeElement)) {
      const back = cameFrom.current;
      cameFrom.current = null;
      if (back?.isConnected) back.focus();
      else focusPageHeading();
    }
    onDismiss(id);
  }, [onDismiss]);

  // Escape anywhere outside a dialog or a field dismisses the newest error (a dialog or a field uses Escape itself).
  const newestError = [...items].reverse().find((item) => dismissAfter(item) === null);
  useEffect(() => {
    if (!newestError) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]') || target?.closest("input, textarea, select, [data-testid=notification]")) return;
      onDismiss(newestError.id);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [newestError, onDismiss]);

  // The toasts never cover the focused element: placed again whenever the focus, the window or the toasts change.
  const region = useRef<HTMLDivElement>(null);
  const [edge, setEdge] = useState<ToastEdge>("top");
  const place = useCallback((scrollClear: boolean) => {
    const box = region.current;
    if (!box) return;
    const active = document.activeElement;
    const target = active && active !== document.body && !box.contains(active) ? active.getBoundingClientRect() : null;
    // The region's height is the same at either edge, so it is measured before it moves.
    const placement = toastPlacement(target, box.offsetHeight, window.innerHeight);
    setEdge(placement.edge);
    // Only when the focus or the toasts change: the shopper's own scrolling is never undone.
    if (scrollClear && placement.scroll !== 0) window.scrollBy({ top: placement.scroll, behavior: "instant" });
  }, []);
  useBrowserLayoutEffect(() => place(true), [items, place]);
  useEffect(() => {
    const onFocus = () => place(true);
    const onView = () => place(false);
    document.addEventListener("focusin", onFocus);
    window.addEventListener("resize", onView);
    window.addEventListener("scroll", onView, { passive: true });
    return () => {
      document.removeEventListener("focusin", onFocus);
      window.removeEventListener("resize", onView);
      window.removeEventListener("scroll", onView);
    };
  }, [place]);

  return (
    <div
      ref={region}
      className="notifications"
      data-edge={edge}
      aria-live={urgent ? "assertive" : "polite"}
      role="region"
      aria-label={intl.formatMessage({ id: "notify.region" })}
      data-testid="notifications"
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
      }}
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} onLeave={leave} />
      ))}
      {announcement ? (
        <p key={announcement.id} className="visually-hidden" data-testid="announcement">
          {announcement.message}
        </p>
      ) : null}
    </div>
  );
}

function Toast({ item, onLeave }: { item: NotificationItem; onLeave: (toast: HTMLElement, id: number) => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const timer = useRef<PausableTimer | null>(null);
  const held = useRef({ pointer: false, focus: false, hidden: false });
  const close = () => {
    if (ref.current) onLeave(ref.current, item.id);
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const ms = dismissAfter(item);
    if (ms === null) return;
    const running = pausableTimer(ms, () => closeRef.current());
    timer.current = running;
    // A toast shown while the shopper is in another tab waits until the page is seen again.
    const onVisibility = () => hold("hidden", document.hidden);
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      running.cancel();
    };
    // One timer per toast: the item never changes under its id, so the id alone restarts nothing.
  }, [item.id]);

  const hold = (what: keyof typeof held.current, on: boolean) => {
    held.current[what] = on;
    if (held.current.pointer || held.current.focus || held.current.hidden) timer.current?.pause();
    else timer.current?.resume();
  };

  return (
    <div
      ref={ref}
      className={`notification notification--${item.type}`}
      data-type={item.type}
      data-testid="notification"
      onMouseEnter={() => hold("pointer", true)}
      onMouseLeave={() => hold("pointer", false)}
      onFocus={() => hold("focus", true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold("focus", false);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        close();
      }}
    >
      <span className="notification__label visually-hidden">{intl.formatMessage({ id: `notify.type.${item.type}` })}: </span>
      <p className="notification__message">{item.message}</p>
      <button type="button" className="notification__close" onClick={close} aria-label={intl.formatMessage({ id: "notify.close" })} data-testid="notification-close">
        ×
      </button>
    </div>
  );
}
