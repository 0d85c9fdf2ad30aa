/**
 * Progressive hydration for page parts whose code is heavy and only matters once the visitor does
 * something: the forms of the footer and of CMS pages (react-hook-form, zod and the @shop/rules catalogues,
 * ≈ 50 KB of gzipped JavaScript). The server renders them whole, so they show and post natively before
 * any JavaScript; in the browser their boundary stays dehydrated (the server's HTML, focus and typed text
 * kept) until the first pointer, key or focus event on the page, and only then is their chunk loaded and
 * hydrated. Rendered after hydration (a client-side navigation) they load at once.
 *
 * Usage: `const Form = lazy(() => import("./Form"))` and `<HydrateOnInteraction><Form … /></HydrateOnInteraction>`.
 */
import { Suspense, use, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";

let interaction: Promise<void> | undefined;

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

function Gate({ children }: { children: ReactNode }) {
  // React reads the server snapshot while it hydrates (also a boundary hydrated after the shell) and the
  // client snapshot on a fresh mount: only hydration waits, a later mount (client navigation) shows at once.
  const hydrating = useSyncExternalStore(subscribe, () => false, () => true);
  if (!import.meta.env.SSR && hydrating) use(firstInteraction());
  return children;
}

export function HydrateOnInteraction({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
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
