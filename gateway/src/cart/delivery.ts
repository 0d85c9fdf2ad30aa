/**
 * Delivery estimate (SPEC §9: orders before 16:00 Europe/Zurich on a working day ship the same day;
 * arrival in 1–2 working days). The arrival dates are the upstream's (deliveries[0].deliveryDate, which
 * knows the holidays); the gateway derives when the parcel leaves and until when to order for it.
 */
import { SHIPPING } from "@shop/rules";

export interface DeliveryEstimateShape {
  shipsOn: string;
  earliest: string;
  latest: string;
  shipsToday: boolean;
  orderBefore: string;
}

const zurichParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHIPPING.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Local date (YYYY-MM-DD) and minutes since midnight of an instant in Zurich. */
export function zurichClock(instant: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(zurichParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isWeekday(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

function nextWeekday(date: string): string {
  let d = addDays(date, 1);
  while (!isWeekday(d)) d = addDays(d, 1);
  return d;
}

function previousWeekday(date: string): string {
  let d = addDays(date, -1);
  while (!isWeekday(d)) d = addDays(d, -1);
  return d;
}

/** "2025-03-05" + "16:00" in Zurich → ISO date-time with the offset in effect then (+01:00 / +02:00). */
export function zurichDateTime(date: string, time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const guess = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), h, m);
  const local = zurichClock(new Date(guess));
  const localMs = Date.UTC(Number(local.date.slice(0, 4)), Number(local.date.slice(5, 7)) - 1, Number(local.date.slice(8, 10))) + local.minutes * 60_000;
  const offsetMin = Math.round((localMs - guess) / 60_000);
  const sign = offsetMin >= 0 ? "+" : "-";
  const abs = Math.abs(offsetMin);
  return `${date}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** Zurich date of an upstream date-time ("2025-03-06T00:00:00+00:00" → "2025-03-06"). */
export function zurichDate(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value === "") return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  // A date-only value at midnight UTC is meant as that calendar day, not the evening before in Zurich.
  if (/T00:00(:00(\.0+)?)?(Z|[+-]00:?00)$/.test(value)) return value.slice(0, 10);
  return zurichClock(instant).date;
}

/**
 * Ships on: today when ordered before the cut-off on a weekday, else the next weekday — but always
 * before the upstream's earliest arrival (holidays make the upstream's dates later; the gateway does
 * not keep a second holiday calendar, so the arrival dates stay the upstream's).
 */
export function deliveryEstimate(
  deliveryDate: { earliest?: string | null; latest?: string | null } | null | undefined,
  now: Date = new Date(),
): DeliveryEstimateShape | null {
  const earliest = zurichDate(deliveryDate?.earliest);
  if (!earliest) return null;
  const latest = zurichDate(deliveryDate?.latest) ?? earliest;
  const clock = zurichClock(now);
  const [ch, cm] = SHIPPING.cutOff.split(":").map(Number) as [number, number];
  const beforeCutoff = clock.minutes < ch * 60 + cm;
  let shipsOn = isWeekday(clock.date) && beforeCutoff ? clock.date : nextWeekday(clock.date);
  if (shipsOn >= earliest) shipsOn = previousWeekday(earliest) < clock.date ? clock.date : previousWeekday(earliest);
  return {
    shipsOn,
    earliest,
    latest: latest < earliest ? earliest : latest,
    shipsToday: shipsOn === clock.date && beforeCutoff,
    orderBefore: zurichDateTime(shipsOn, SHIPPING.cutOff),
  };
}

interface UpstreamEstimate {
  shipsOn?: unknown;
  shipsToday?: unknown;
  orderBefore?: unknown;
  earliest?: unknown;
  latest?: unknown;
}

/**
 * The estimate of a cart delivery. The embedded platform states the whole estimate
 * (`extensions.deliveryEstimate`, holiday-aware: it owns the shop calendar); a real Shopware only
 * sends `deliveryDate`, from which the shipping day is derived above.
 */
export function deliveryEstimateOf(
  delivery: { deliveryDate?: { earliest?: string | null; latest?: string | null } | null; extensions?: unknown } | null | undefined,
  now: Date = new Date(),
): DeliveryEstimateShape | null {
  const stated = (delivery?.extensions as { deliveryEstimate?: UpstreamEstimate } | undefined)?.deliveryEstimate;
  if (
    stated &&
    typeof stated.shipsOn === "string" &&
    typeof stated.earliest === "string" &&
    typeof stated.latest === "string" &&
    typeof stated.shipsToday === "boolean" &&
    typeof stated.orderBefore === "string"
  ) {
    return {
      shipsOn: stated.shipsOn,
      earliest: stated.earliest,
      latest: stated.latest,
      shipsToday: stated.shipsToday,
      orderBefore: stated.orderBefore,
    };
  }
  return deliveryEstimate(delivery?.deliveryDate, now);
}
