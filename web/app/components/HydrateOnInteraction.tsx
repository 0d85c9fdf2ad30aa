/**
 * Progressive hydration for page parts whose code is heavy and only matters once the visitor does
 * something: the forms of the footer and of CMS pages (react-hook-form, zod and the @shop/rules catalogues,
 * ≈ 50 KB of gzipped JavaScript). The server renders them whole, so they show and post natively before
 * any JavaScript; in the browser their boundary stays dehydrated (the server's HTML, focus and typed text
 * kept) until the first pointer, key or focus event on the page, and only then is their chunk loaded and
 * hydrated. Rendered after hydration (a client-side navigation) they load at once. A form submitted while its
 * part is still loading is held and submitted again once it is hydrated (so the validation runs first instead of a
 * native post).
 *
 * Usage: `const Form = lazy(() => import("./Form"))` and `<HydrateOnInteraction><Form … /></HydrateOnInteraction>`.
 */
import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

const PENDING = "data-hydration-pending";
let interaction: Promise<void> | undefined;
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/** Holds a submit from a part that is not hydrated yet (its wrapper still carries PENDING). */
function holdSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest(`[${PENDING}]`)) return;
  event.preventDefault();
  held = { form, submitter: event.submitter };
}
if (!import.meta.env.SSR && typeof document !== "undefined") document.addEventListener("submit", holdSubmit, true);

function firstInteraction(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    const events = ["pointerdown", "pointerover", "keydown", "focusin", "touchstart"] as const;
    const done = () => {
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interaction;
}

const subscribe = () => () => undefined;

/** Rendered after the part's children: they are hydrated (or mounted), so a held submit can go through them. */
function Hydrated({ wrapper }: { wrapper: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    element.removeAttribute(PENDING);
    if (held && element.contains(held.form)) {
      const { form, submitter } = held;
      held = null;
      form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
    }
  }, [wrapper]);
  return null;
}

function Gate({ children, wrapper }: { children: ReactNode; wrapper: React.RefObject<HTMLDivElement | null> }) {
  // React reads the server snapshot while it hydrates (also a boundary hydrated after the shell) and the
  // client snapshot on a fresh mount: only hydration waits, a later mount (client navigation) shows at once.
  const hydrating = useSyncExternalStore(subscribe, () => false, () => true);
  if (!import.meta.env.SSR && hydrating) use(firstInteraction());
  return (
    <>
      {children}
      <Hydrated wrapper={wrapper} />
    </>
  );
}

export function HydrateOnInteraction({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  // `display: contents`: the wrapper only marks the part for held submits, it takes no box.
  return (
    <div ref={wrapper} {...{ [PENDING]: "" }} style={{ display: "contents" }}>
      <Suspense fallback={null}>
        <Gate wrapper={wrapper}>{children}</Gate>
      </Suspense>
    </div>
  );
}

/** False until the visitor first points, types or focuses on the page: for parts only an interaction can open. */
export function useFirstInteraction(): boolean {
  const [happened, setHappened] = useState(false);
  useEffect(() => {
    let live = true;
    void firstInteraction().then(() => live && setHappened(true));
    return () => {
      live = false;
    };
  }, []);
  return happened;
}
