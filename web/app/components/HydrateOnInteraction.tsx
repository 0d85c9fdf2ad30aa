/**
 * Progressive hydration for page parts whose code is heavy and only matters once the visitor does
 * something: the forms of the footer and of CMS pages (react-hook-form, zod and the @shop/rules catalogues,
 * ≈ 50 KB of gzipped JavaScript), the header's search suggestions. The server renders them whole, so they show
 * and post natively before any JavaScript; in the browser their boundary stays dehydrated (the server's HTML,
 * focus and typed text kept) until the first pointer, key or focus event on the page, and only then is their
 * chunk loaded and hydrated. Rendered after hydration (a client-side navigation) they load at once. A form
 * submitted while its part is still loading is held and submitted again once it is hydrated (so the validation
 * runs first instead of a native post).
 *
 * A part waits for the interaction also when React renders it on the client before that: React Router re-renders
 * the layout once it has discovered the routes of the page's links (~0.5 s after load), and React answers an
 * update that reaches a still-dehydrated boundary by rendering it on the client. Rendering its children then
 * would load the chunk right away (the reason these parts used to load on every page without any interaction).
 * Waiting instead holds such a transition until the interaction (the DOM stays the server's); an urgent update
 * shows a copy of the part's server HTML meanwhile (on ?notice= pages, for one). A copy is replaced, not hydrated,
 * once the part's code is there: what the visitor typed into it in the ~0.1 s until then is not carried over.
 *
 * Usage: `const Form = interactionPart(() => import("./Form").then((m) => m.Form))`, then `<Form … />`.
 */
import { lazy, Suspense, use, useId, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";

const PENDING = "data-hydration-pending";
const PART = "data-hydration-part";
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

/** Rendered after the part's children: they are hydrated (or mounted), so a held submit can go through them. */
function Hydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
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

interface GateProps {
  children: ReactNode;
  wrapper: RefObject<HTMLDivElement | null>;
  /** The part came with the server's HTML: it waits for the first interaction, however React renders it. */
  deferred: boolean;
}

function Gate({ children, wrapper, deferred }: GateProps) {
  if (!import.meta.env.SSR && deferred) use(firstInteraction());
  return (
    <>
      {children}
      <Hydrated wrapper={wrapper} />
    </>
  );
}

function HydrateOnInteraction({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const id = useId();
  // In the browser, the part's HTML as the server sent it, read on the first render (hydration: the DOM is still
  // the server's). Null for a part mounted by a client-side navigation: it renders at once.
  const [serverHtml] = useState(() =>
    import.meta.env.SSR || typeof document === "undefined" ? null : (document.querySelector(`[${PART}="${CSS.escape(id)}"]`)?.innerHTML ?? null),
  );
  const fallback =
    serverHtml === null ? null : (
      <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: serverHtml }} />
    );
  // `display: contents`: the wrapper only marks the part for held submits, it takes no box.
  return (
    <div ref={wrapper} {...{ [PENDING]: "", [PART]: id }} style={{ display: "contents" }}>
      <Suspense fallback={fallback}>
        <Gate wrapper={wrapper} deferred={serverHtml !== null}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}

/** A component with the props of the one `load` brings, rendered as a part that hydrates on the first interaction. */
export function interactionPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function InteractionPart(props: P) {
    return (
      <HydrateOnInteraction>
        <Part {...props} />
      </HydrateOnInteraction>
    );
  };
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
