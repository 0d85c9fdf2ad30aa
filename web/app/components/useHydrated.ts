import { useEffect, useState } from "react";

/**
 * False on the server and in the hydration render, true afterwards: for markup that only works with
 * JavaScript. A module of its own, so that using it does not pull the form code (react-hook-form,
 * zod) into a page's first load.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
