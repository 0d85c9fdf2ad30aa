/**
 * SPEC §4 Session kinds: ANONYMOUS without a context token; otherwise from GET /context:
 * LOGGED_IN = customer && active && !guest; CUSTOMER = customer && !guest; GUEST otherwise.
 */
export type SessionKindValue = "ANONYMOUS" | "GUEST" | "CUSTOMER" | "LOGGED_IN";

export interface CustomerLike {
  id?: string | null;
  active?: boolean | null;
  guest?: boolean | null;
}

export function sessionKind(hasToken: boolean, customer: CustomerLike | null | undefined): SessionKindValue {
  if (!hasToken) return "ANONYMOUS";
  if (customer?.id && customer.guest !== true) {
    return customer.active === true ? "LOGGED_IN" : "CUSTOMER";
  }
  return "GUEST";
}
