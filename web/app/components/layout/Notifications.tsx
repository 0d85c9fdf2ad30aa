/**
 * Notifications (SPEC §8/§9): info, success, warning, danger; gone after 2.5 s unless persistent.
 * One polite live region (assertive for danger) announces them to screen readers — and, through `announce`,
 * the results that need no toast (a changed quantity and total, a filtered listing): a second region would
 * make screen readers read two queues in an order nobody chose.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { DISPLAY } from "~/business/display";

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
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback(
    (notification: NotificationInput) => {
      const id = nextId.current++;
      setItems((current) => [...current, { ...notification, id }]);
      if (!notification.persistent) timers.current.set(id, setTimeout(() => dismiss(id), DISPLAY.notificationMs));
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
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
  return (
    <div className="notifications" aria-live={urgent ? "assertive" : "polite"} role="region" aria-label={intl.formatMessage({ id: "notify.region" })} data-testid="notifications">
      {items.map((item) => (
        <div key={item.id} className={`notification notification--${item.type}`} data-type={item.type} data-testid="notification">
          <span className="notification__label visually-hidden">{intl.formatMessage({ id: `notify.type.${item.type}` })}: </span>
          <p className="notification__message">{item.message}</p>
          <button type="button" className="notification__close" onClick={() => onDismiss(item.id)} aria-label={intl.formatMessage({ id: "notify.close" })}>
            ×
          </button>
        </div>
      ))}
      {announcement ? (
        <p key={announcement.id} className="visually-hidden" data-testid="announcement">
          {announcement.message}
        </p>
      ) : null}
    </div>
  );
}
