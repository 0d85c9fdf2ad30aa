/**
 * Payment references derived from the order number, so a bank statement line finds its order: the QR
 * reference (QRR) of the invoice's QR-bill and the creditor reference (SCOR, ISO 11649) for a prepayment
 * transfer to the ordinary IBAN (a QR reference is only valid with a QR-IBAN).
 */

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/** Check digit of the Swiss mod-10 recursive algorithm (ESR/QRR). */
export function mod10Recursive(digits: string): number {
  let carry = 0;
  for (const d of digits) carry = MOD10_TABLE[(carry + Number(d)) % 10]!;
  return (10 - carry) % 10;
}

const orderDigits = (orderNumber: string) => orderNumber.replace(/\D/g, "");

/** 27-digit QR reference: the order number's digits, zero-padded to 26, and the check digit. */
export function qrReference(orderNumber: string): string {
  const body = orderDigits(orderNumber).padStart(26, "0");
  if (body.length > 26) throw new Error(`order number too long for a QR reference: ${orderNumber}`);
  return body + mod10Recursive(body);
}

/** "RF" + ISO 7064 mod 97-10 check digits + the order number (alphanumerics). */
export function creditorReference(orderNumber: string): string {
  const body = orderNumber.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  const numeric = (body + "RF00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of numeric) rest = (rest * 10 + Number(d)) % 97;
  return `RF${String(98 - rest).padStart(2, "0")}${body}`;
}

/** References are printed in groups (QRR: 2 + 5×5 from the left, SCOR: groups of four). */
export function groupReference(reference: string): string {
  if (/^\d{27}$/.test(reference)) return `${reference.slice(0, 2)} ${reference.slice(2).replace(/(\d{5})(?=\d)/g, "$1 ")}`;
  return reference.replace(/(.{4})(?=.)/g, "$1 ");
}
