/**
 * What the visitor types or ticks in a part before its code is there (HydrateOnInteraction) must survive the part
 * coming to life. Two things would lose it: a form library registering its fields sets them to their default values
 * (react-hook-form does, on hydration too: React itself keeps what was typed), and a part shown as a copy of its
 * server HTML is replaced, not hydrated. So every input into a part that is still pending is remembered here, and
 * given back to the part's fields once they are live — as typing would, so React and react-hook-form see it.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  value: string;
  checked: boolean;
}

const typed = new Map<Field, Typed>();
let pending = "";

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Starts remembering inputs into elements inside `pendingSelector` (called once, in the browser). */
export function rememberInputsIn(pendingSelector: string) {
  pending = pendingSelector;
  const remember = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !field.closest(pendingSelector)) return;
    typed.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  document.addEventListener("input", remember, true);
  document.addEventListener("change", remember, true);
}

/** The named form fields of `root`, keyed by name and position among the fields of that name. */
function fieldsOf(root: Element): Map<string, Field> {
  const fields = new Map<string, Field>();
  const seen = new Map<string, number>();
  for (const field of root.querySelectorAll<Field>("input[name], textarea[name], select[name]")) {
    const index = seen.get(field.name) ?? 0;
    seen.set(field.name, index + 1);
    fields.set(`${field.name}#${index}`, field);
  }
  return fields;
}

/** Gives `to` what was typed or ticked, with the events typing or clicking would fire. */
function giveBack(to: Field, what: Typed) {
  if (to instanceof HTMLInputElement && (to.type === "checkbox" || to.type === "radio")) {
    if (to.checked !== what.checked) to.click();
    return;
  }
  if (to.value === what.value) return;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to) as object, "value")?.set?.call(to, what.value);
  to.dispatchEvent(new Event(to instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Gives the live fields of `part` what was typed before: into the same fields (a hydrated part), or into the fields
 * of `copy` (the copy of the server HTML this part replaced), then focus and caret back where they were in the copy.
 */
export function giveBackTyped(part: Element, copy: Element | null, focusedInCopy: Element | null) {
  const live = fieldsOf(part);
  const before = copy ? fieldsOf(copy) : live;
  for (const [key, from] of before) {
    const to = live.get(key);
    // A field of a part nested in this one that is still waiting for its code: that part gives it back once it is
    // live (its form library may reset the field then); taking it here would leave nothing for it.
    if (!copy && to && pending && to.closest(pending) !== part) continue;
    const what = typed.get(from);
    typed.delete(from);
    if (!to || to.type !== from.type) continue;
    if (what) giveBack(to, what);
    if (copy && focusedInCopy === from) {
      to.focus();
      try {
        if (!(from instanceof HTMLSelectElement) && !(to instanceof HTMLSelectElement)) to.setSelectionRange(from.selectionStart, from.selectionEnd);
      } catch {
        // Fields without a caret (email, number): the focus is enough.
      }
    }
  }
}
