import { useEffect, useRef } from "react";
import { focusLost, focusStatic } from "./focus";

/**
 * When `key` changes (never on the first render) and the focused element went with the old render — the
 * "Apotheke wählen" button replaced by the chosen pharmacy, the guest form by the addresses — `target()` takes the
 * focus. Focus that survived the change is left where the shopper put it.
 */
export function useRefocusOnChange(key: unknown, target: () => HTMLElement | null | undefined): void {
  const previous = useRef(key);
  const latestTarget = useRef(target);
  latestTarget.current = target;
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    if (focusLost()) focusStatic(latestTarget.current());
  }, [key]);
}
