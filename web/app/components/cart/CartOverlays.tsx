/**
 * The side cart and the collision dialog, mounted once in the header of every layout. Both open only
 * after something the visitor did (adding to the cart), so their code (with Radix Dialog, ≈ 13 KB
 * gzipped) loads on the first interaction with the page, not with the page.
 */
import { lazy, Suspense } from "react";
import { useFirstInteraction } from "~/components/HydrateOnInteraction";
import "./cart.css";

const SideCart = lazy(() => import("./SideCart").then((m) => ({ default: m.SideCart })));
const CollisionDialog = lazy(() => import("./CollisionDialog").then((m) => ({ default: m.CollisionDialog })));

export function CartOverlays() {
  if (!useFirstInteraction()) return null;
  return (
    <Suspense fallback={null}>
      <SideCart />
      <CollisionDialog />
    </Suspense>
  );
}
