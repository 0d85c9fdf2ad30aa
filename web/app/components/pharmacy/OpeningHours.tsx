/**
 * "Jetzt geöffnet" / "Geschlossen" with today's hours ("heute 08:00–12:15, 13:30–18:30") and,
 * when given, the week. Open/closed comes from the gateway (computed in Europe/Zurich at request
 * time, including lunch breaks and holidays); nothing here looks at the browser's clock.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { formatIntervals, weekdayName, type Interval } from "~/pharmacy/hours";
import { useLocale } from "~/i18n/useLocale";

interface OpeningHoursProps {
  openNow: boolean;
  todayHours: readonly Interval[];
  week?: readonly { weekday: number; intervals: readonly Interval[] }[];
}

export function OpeningStatus({ openNow, todayHours }: Omit<OpeningHoursProps, "week">) {
  const hours = formatIntervals(todayHours);
  return (
    <p className="opening-status" data-testid="pharmacy-status">
      <span className={`opening-status__badge opening-status__badge--${openNow ? "open" : "closed"}`} data-open={openNow}>
        <FormattedMessage id={openNow ? "pharmacy.status.open" : "pharmacy.status.closed"} />
      </span>{" "}
      <span className="opening-status__today" data-testid="pharmacy-today">
        {hours ? <FormattedMessage id="pharmacy.today" values={{ hours }} /> : <FormattedMessage id="pharmacy.todayClosed" />}
      </span>
    </p>
  );
}

export function OpeningHours({ openNow, todayHours, week }: OpeningHoursProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="opening-hours">
      <OpeningStatus openNow={openNow} todayHours={todayHours} />
      {week && week.length > 0 ? (
        <table className="opening-hours__week">
          <caption className="visually-hidden">{intl.formatMessage({ id: "pharmacy.hours.title" })}</caption>
          <tbody>
            {week.map((day) => (
              <tr key={day.weekday}>
                <th scope="row">{weekdayName(day.weekday, locale)}</th>
                <td>{formatIntervals(day.intervals) || intl.formatMessage({ id: "pharmacy.hours.closed" })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
