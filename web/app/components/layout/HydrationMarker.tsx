import { useEffect } from "react";

/** Sets <html data-hydrated> once React owns the page (tests and tooling wait for it before interacting). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
