/**
 * One pharmacy in the finder's list: name, address, phone, open/closed with today's hours, the
 * distance when searching near a point, and the choice ("Als meine Apotheke wählen" or the mark
 * "Meine Apotheke"). Focusing anything inside, or clicking the card, highlights its map marker.
 */
import { useRef, type ReactNode } from "react";
import { useRefocusOnChange } from "~/components/layout/useRefocus";
import { FormattedMessage } from "react-intl";
import { useLocale } from "~/i18n/useLocale";
import type { FinderPharmacy } from "~/pharmacy/finder";
import { formatDistance } from "~/pharmacy/hours";
import { OpeningStatus } from "./OpeningHours";

/** Element id of a pharmacy's list entry (the target of its map marker). */
export function cardId(pharmacyId: string, prefix = ""): string {
  return `${prefix}pharmacy-${pharmacyId}`;
}

interface PharmacyCardProps {
  pharmacy: FinderPharmacy;
  active: boolean;
  onActivate: (id: string) => void;
  idPrefix?: string;
  /** The choose form (page: a plain form post; picker: a fetcher). */
  choose: ReactNode;
}

export function PharmacyCard({ pharmacy: p, active, onActivate, idPrefix = "", choose }: PharmacyCardProps) {
  const locale = useLocale();
  const mine = useRef<HTMLSpanElement>(null);
  // "Als meine Apotheke wählen" gives way to "Meine Apotheke": the focus goes there, not to <body>.
  useRefocusOnChange(p.selected, () => mine.current);
  return (
    <li
      id={cardId(p.id, idPrefix)}
      className={`pharmacy-card${active ? " pharmacy-card--active" : ""}${p.selected ? " pharmacy-card--mine" : ""}`}
      aria-current={active ? "true" : undefined}
      data-testid="pharmacy-card"
      data-active={active ? "true" : undefined}
      onFocus={() => onActivate(p.id)}
      onClick={() => onActivate(p.id)}
    >
      <div className="pharmacy-card__head">
        <h3 className="pharmacy-card__name">
          {p.name}
        </h3>
        {p.distanceKm !== null ? (
          <span className="pharmacy-card__distance" data-testid="pharmacy-distance">
            <FormattedMessage id="pharmacy.distance" values={{ distance: formatDistance(p.distanceKm, locale) }} />
          </span>
        ) : null}
      </div>
      <p className="pharmacy-card__address">
        {p.street}
        <br />
        {p.zipcode} {p.city}
      </p>
      {p.phone ? (
        <p className="pharmacy-card__phone">
          <FormattedMessage id="pharmacy.phone" />{" "}
          <a href={`tel:${p.phone.replace(/[^+\d]/g, "")}`}>{p.phone}</a>
        </p>
      ) : null}
      <OpeningStatus openNow={p.openNow} todayHours={p.todayHours} />
      <div className="pharmacy-card__choice">
        {p.selected ? (
          <span ref={mine} className="pharmacy-card__mine" data-testid="pharmacy-mine">
            <FormattedMessage id="pharmacy.mine" />
          </span>
        ) : (
          choose
        )}
      </div>
    </li>
  );
}
