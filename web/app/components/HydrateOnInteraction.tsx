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
 * once the part's code is there. Either way, what the visitor typed or ticked before is given back to the live
 * fields (./typedBeforeHydration.ts), and the focus if it was in a copy.
 *
 * Usage: `const Form = interactionPart(() => import("./Form").then((m) => m.Form))`, then `<Form … />`.
 */
import {
  createContext,
  lazy,
  Suspense,
  use,
  useId,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { PartMemo } from "./partMemo";
import { giveBackTyped, rememberInputsIn } from "./typedBeforeHydration";

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
if (!import.meta.env.SSR && typeof document !== "undefined") {
  document.addEventListener("submit", holdSubmit, true);
  rememberInputsIn(`[${PENDING}]`);
}

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

interface CopyOfServerHtml {
  /** The copy's element, kept after React removed it (its fields still hold what was typed). */
  element: HTMLDivElement | null;
  /** The element in the copy that last had the focus. */
  focused: Element | null;
  /** The part still shows the server's HTML (as it came, or as a copy): it is not hydrated or mounted yet. */
  pending: boolean;
}

/** Rendered after the part's children: they are hydrated (or mounted), so a held submit can go through them. */
function Hydrated({ wrapper, copy }: { wrapper: RefObject<HTMLDivElement | null>; copy: RefObject<CopyOfServerHtml> }) {
  // After the part's own effects (a form library's reset of its fields among them): what was typed comes back last.
  useEffect(() => {
    const element = wrapper.current;
    const { element: copied, focused } = copy.current;
    copy.current = { element: null, focused: null, pending: false };
    if (!element) return;
    giveBackTyped(element, copied, focused);
    element.removeAttribute(PENDING);
    // A submit held in the copy this part replaced goes through the same form of the part.
    if (held && copied?.contains(held.form)) {
      const index = [...copied.querySelectorAll("form")].indexOf(held.form);
      held = { form: element.querySelectorAll("form")[index] ?? held.form, submitter: null };
    }
    if (held && element.contains(held.form)) {
      const { form, submitter } = held;
      held = null;
      form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
    }
  }, [wrapper, copy]);
  return null;
}

interface GateProps {
  children: ReactNode;
  wrapper: RefObject<HTMLDivElement | null>;
  copy: RefObject<CopyOfServerHtml>;
  /** The part came with the server's HTML: it waits for the first interaction, however React renders it. */
  deferred: boolean;
}

function Gate({ children, wrapper, copy, deferred }: GateProps) {
  if (!import.meta.env.SSR && deferred) use(firstInteraction());
  return (
    <>
      {children}
      <Hydrated wrapper={wrapper} copy={copy} />
    </>
  );
}

/** The part around (its copy state): a part rendered on the client inside one still pending shows with it. */
const OuterPart = createContext<RefObject<CopyOfServerHtml> | null>(null);

function HydrateOnInteraction({ children, memoKey }: { children: ReactNode; memoKey?: string }) {
  const outer = use(OuterPart);
  const wrapper = useRef<HTMLDivElement>(null);
  const id = useId();
  // In the browser, the part's HTML as the server sent it, read on the first render (hydration: the DOM is still
  // the server's). Null for a part mounted by a client-side navigation: it renders at once.
  const [serverHtml] = useState(() =>
    import.meta.env.SSR || typeof document === "undefined" ? null : (document.querySelector(`[${PART}="${CSS.escape(id)}"]`)?.innerHTML ?? null),
  );
  const copy = useRef<CopyOfServerHtml>({ element: null, focused: null, pending: serverHtml !== null });
  const fallback =
    serverHtml === null ? null : (
      <div
        ref={(element) => {
          // Not cleared when React removes the copy: the part takes over what was typed into it.
          if (element) copy.current.element = element;
        }}
        onFocus={(event) => {
          copy.current.focused = event.target;
        }}
        style={{ display: "contents" }}
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  const gate = (
    <Gate wrapper={wrapper} copy={copy} deferred={serverHtml !== null}>
      <OuterPart value={copy}>{children}</OuterPart>
    </Gate>
  );
  // A part rendered on the client inside another part that still shows its server HTML (the outer one replacing the
  // copy of it) has no boundary of its own: the outer copy, with whatever was typed into it, stays until the inner
  // code is there too. Mounted later inside a live part, it has its own. Decided once: the tree keeps its shape.
  const [own] = useState(() => import.meta.env.SSR || serverHtml !== null || !outer?.current.pending);
  // On the server, a part whose HTML is the same on every page is rendered once (./partMemo.ts): the wrapper as
  // always, its inner HTML as a real render of this place with these inputs sent it.
  // `display: contents`: the wrapper only marks the part for held submits, it takes no box. One set of attributes for
  // both wrappers: a kept part's page must be the page a render sends.
  const wrapperAttributes = { [PENDING]: "", [PART]: id, style: { display: "contents" } };
  if (import.meta.env.SSR && memoKey !== undefined) {
    const memo = use(PartMemo);
    const html = memo?.html(id, memoKey);
    if (html !== undefined) return <div {...wrapperAttributes} dangerouslySetInnerHTML={{ __html: html }} />;
    memo?.keep(id, memoKey);
  }
  return (
    <div ref={wrapper} {...wrapperAttributes}>
      {own ? <Suspense fallback={fallback}>{gate}</Suspense> : gate}
    </div>
  );
}

/**
 * A component with the props of the one `load` brings, rendered as a part that hydrates on the first interaction.
 * `memoKey`: the part renders the same HTML wherever these inputs are the same (every prop and context it reads,
 * joined by the caller) — the server renders it once per key and place (./partMemo.ts).
 */
export function interactionPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { memoKey?: string }> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function InteractionPart({ memoKey, ...props }: P & { memoKey?: string }) {
    return (
      <HydrateOnInteraction memoKey={memoKey}>
        <Part {...(props as P)} />
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
