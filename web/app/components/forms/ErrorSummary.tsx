/**
 * The error summary at the top of a form (WCAG 3.3.1, issue 24): after a refused submit it lists every invalid
 * field in the order the form shows them, each a link that puts the focus into its field, and it takes the focus
 * itself — so a screen reader hears all problems at once, not only the field the browser jumped to.
 * Entries are read from the rendered form (labels, ids, DOM order); the messages are the fields' own.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { FormattedMessage } from "react-intl";

interface Entry {
  id: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** Field name → localised message (the form's current errors). */
  errors: Record<string, string>;
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Counts refused submits (the browser's check or the server's answer): each one focuses the summary. */
  attempt: number;
}

function entriesOf(form: HTMLFormElement, errors: Record<string, string>): Entry[] {
  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (!name || seen.has(name) || !(name in errors) || !element.id) continue;
    seen.add(name);
    // The visible label without its required marker (" *", aria-hidden).
    const label = form.querySelector(`label[for="${CSS.escape(element.id)}"]`);
    const text = label ? Array.from(label.childNodes).filter((node) => !(node instanceof HTMLElement && node.getAttribute("aria-hidden") === "true")).map((node) => node.textContent ?? "").join("").trim() : name;
    entries.push({ id: element.id, label: text, message: errors[name]! });
  }
  return entries;
}

export function ErrorSummary({ errors, summaryRef, attempt }: ErrorSummaryProps) {
  const titleId = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const key = JSON.stringify(errors);
  const keyRef = useRef(key);
  keyRef.current = key;
  useLayoutEffect(() => {
    const form = summaryRef.current?.closest("form");
    setEntries(form ? entriesOf(form, JSON.parse(keyRef.current) as Record<string, string>) : []);
  }, [key, summaryRef]);
  // Focused once its entries are shown (a hidden element takes no focus), once per refused submit.
  const focusedAttempt = useRef(attempt);
  useEffect(() => {
    if (entries.length === 0 || focusedAttempt.current === attempt) return;
    focusedAttempt.current = attempt;
    summaryRef.current?.focus();
  }, [entries, attempt, summaryRef]);

  return (
    <div ref={summaryRef} className="error-summary" tabIndex={-1} aria-labelledby={titleId} hidden={entries.length === 0} data-testid="error-summary">
      {entries.length > 0 ? (
        <>
          <p id={titleId} className="error-summary__title">
            <FormattedMessage id="form.errorSummary.title" />
          </p>
          <ul className="error-summary__list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(entry.id)?.focus();
                  }}
                >
                  {entry.label}: {entry.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
