/**
 * The JSON text of an operation's result, computed once per result object: the answer-size bound
 * (limits/operationBudget.ts) and the ETag (./httpCache.ts) both need it, and a catalogue answer is tens of
 * KB — each JSON.stringify of it was ~3 % of the gateway's CPU for a product page (issue 26). Keyed by the
 * result object itself: a plugin that replaces the result (the size bound's error) gets a new text.
 */
const texts = new WeakMap<object, string>();

export function resultJson(result: object): string {
  let text = texts.get(result);
  if (text === undefined) texts.set(result, (text = JSON.stringify(result)));
  return text;
}
