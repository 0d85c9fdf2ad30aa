/**
 * PharmacyPicker: the pharmacy finder (search, compact map, list) in a dialog, for the cart when
 * click & collect has no pharmacy yet. It loads and chooses through the /pharmacy-map route (its
 * loader for the list, its action for the choice), so there is one implementation of both.
 *
 * Props
 * - `open: boolean`, `onOpenChange(open: boolean)`: controlled like any Radix dialog (Escape, the
 *   close button and the overlay call onOpenChange(false); focus stays inside while open and
 *   returns to the opener afterwards).
 * - `returnTo?: string`: the embedding page's path (e.g. "/checkout/cart", locale prefix included),
 *   used by the "Grosse Karte öffnen" link so the full map page sends the shopper back.
 * - `selectedPharmacyId?: string | null`: the cart's pharmacy, marked "Meine Apotheke" at once.
 * - `onChosen?(pharmacyId: string)`: called after the choice succeeded, before the dialog closes.
 *
 * After a successful choice a success notification is shown, the dialog closes and React Router
 * revalidates the page's loaders (the cart then shows the pharmacy). The dialog needs JavaScript;
 * without it the cart should link to `pharmacyMapHref(locale, returnTo)` (a plain page that does
 * the same, see finder.ts `finderHref`).
 *
 * Example (cart page):
 *   const [open, setOpen] = useState(false);
 *   <button type="button" onClick={() => setOpen(true)}>…</button>
 *   <PharmacyPicker open={open} onOpenChange={setOpen} returnTo={location.pathname} selectedPharmacyId={cart.pharmacy?.id} />
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useFetcher } from "react-router";
import { useNotifications } from "~/components/layout/Notifications";
import { localizePath, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { finderHref, PHARMACY_MAP_PATH, type FinderData } from "~/pharmacy/finder";
import { PharmacyFinder } from "./PharmacyFinder";
import "./pharmacy.css";

export interface PharmacyPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnTo?: string | null;
  selectedPharmacyId?: string | null;
  onChosen?: (pharmacyId: string) => void;
}

interface ChooseAnswer {
  ok: boolean;
  pharmacyId: string;
  message: string;
}

/** The full-page finder that returns to `returnTo` after choosing (works without JavaScript). */
export function pharmacyMapHref(locale: Locale, returnTo?: string | null): string {
  return finderHref(locale, {}, returnTo);
}

export function PharmacyPicker({ open, onOpenChange, returnTo, selectedPharmacyId, onChosen }: PharmacyPickerProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { notify } = useNotifications();
  const list = useFetcher<{ finder: FinderData }>({ key: "pharmacy-picker-list" });
  const choose = useFetcher<ChooseAnswer>({ key: "pharmacy-picker-choose" });
  const handled = useRef<ChooseAnswer | null>(null);
  const requested = useRef(false);
  // Radix gives focus back to a Dialog.Trigger only; the embedding page opens us from its own
  // button, so remember what had focus when the dialog took it (before the auto-focus moves it).
  const opener = useRef<HTMLElement | null>(null);

  // The list is loaded when the dialog first opens, not with the page that embeds it (once: a
  // failed load is not retried in a loop; searching loads again).
  const { load } = list;
  useEffect(() => {
    if (!open || requested.current) return;
    requested.current = true;
    void load(finderHref(locale, {}, returnTo));
  }, [open, load, locale, returnTo]);

  useEffect(() => {
    const answer = choose.data;
    // Act as soon as the action answered (state "loading" = the page's loaders revalidate): the
    // embedding page may unmount this picker when its new data arrives, and the fetcher with it.
    if (choose.state === "submitting" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      // The cart names its pharmacy only for click & collect; the list always knows the name.
      const name = list.data?.finder.pharmacies.find((p) => p.id === answer.pharmacyId)?.name;
      notify({ type: "success", message: name ? intl.formatMessage({ id: "pharmacy.chosen" }, { name }) : answer.message });
      onChosen?.(answer.pharmacyId);
      onOpenChange(false);
    } else {
      notify({ type: "danger", message: answer.message });
    }
  }, [choose.state, choose.data, list.data, intl, notify, onChosen, onOpenChange]);

  const finder = list.data?.finder;
  const data: FinderData | undefined =
    finder && selectedPharmacyId !== undefined
      ? { ...finder, pharmacies: finder.pharmacies.map((p) => ({ ...p, selected: selectedPharmacyId ? p.id === selectedPharmacyId : p.selected })) }
      : finder;
  const choosing = choose.state !== "idle" ? choose.formData?.get("pharmacyId") : null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="pharmacy-picker__overlay" />
        <Dialog.Content
          className="pharmacy-picker"
          data-testid="pharmacy-picker"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="pharmacy-picker__head">
            <Dialog.Title className="pharmacy-picker__title">
              <FormattedMessage id="pharmacy.picker.title" />
            </Dialog.Title>
            <Dialog.Close className="pharmacy-picker__close" aria-label={intl.formatMessage({ id: "pharmacy.picker.close" })}>
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="pharmacy-picker__description">
            <FormattedMessage id="pharmacy.picker.description" />{" "}
            <Link to={pharmacyMapHref(locale, returnTo)}>
              <FormattedMessage id="pharmacy.picker.fullMap" />
            </Link>
          </Dialog.Description>
          {data ? (
            <PharmacyFinder
              data={data}
              compact
              idPrefix="picker-"
              busy={list.state !== "idle"}
              onSearch={(form) => void list.submit(form)}
              renderChoose={(pharmacy) => (
                <choose.Form method="post" action={localizePath(PHARMACY_MAP_PATH, locale)} className="pharmacy-card__form">
                  <input type="hidden" name="pharmacyId" value={pharmacy.id} />
                  <input type="hidden" name="respond" value="data" />
                  <button
                    type="submit"
                    className="button button--secondary"
                    disabled={choosing === pharmacy.id}
                    aria-label={intl.formatMessage({ id: "pharmacy.choose.label" }, { name: pharmacy.name })}
                    data-testid="pharmacy-choose"
                  >
                    <FormattedMessage id="pharmacy.choose" />
                  </button>
                </choose.Form>
              )}
            />
          ) : (
            <p className="pharmacy-picker__loading" role="status">
              <FormattedMessage id="pharmacy.picker.loading" />
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
