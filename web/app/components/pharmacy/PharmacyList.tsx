/**
 * The finder's result list beside the map (below it on small screens): the count, then one card
 * per pharmacy. The count is a polite live region, so results that update while typing are
 * announced without moving focus.
 */
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { FinderPharmacy } from "~/pharmacy/finder";
import { PharmacyCard } from "./PharmacyCard";

interface PharmacyListProps {
  pharmacies: readonly FinderPharmacy[];
  activeId: string | null;
  onActivate: (id: string) => void;
  renderChoose: (pharmacy: FinderPharmacy) => ReactNode;
  idPrefix?: string;
  /** Id of the list, the target of the map's skip link. */
  id: string;
  empty?: ReactNode;
}

export function PharmacyList({ pharmacies, activeId, onActivate, renderChoose, idPrefix, id, empty }: PharmacyListProps) {
  const intl = useIntl();
  return (
    <section className="pharmacy-list" aria-label={intl.formatMessage({ id: "pharmacy.list.label" })}>
      {/* The count heads the cards (h2 above their h3) and announces updates while typing. */}
      <h2 className="pharmacy-list__count">
        <span role="status" data-testid="pharmacy-count">
          <FormattedMessage
            id={pharmacies.length === 0 ? "pharmacy.results.none" : pharmacies.length === 1 ? "pharmacy.results.one" : "pharmacy.results.many"}
            values={{ count: pharmacies.length }}
          />
        </span>
      </h2>
      {pharmacies.length === 0 ? (
        empty
      ) : (
        <ul id={id} className="pharmacy-list__items" tabIndex={-1} data-testid="pharmacy-list">
          {pharmacies.map((p) => (
            <PharmacyCard
              key={p.id}
              pharmacy={p}
              active={p.id === activeId}
              onActivate={onActivate}
              idPrefix={idPrefix}
              choose={renderChoose(p)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
