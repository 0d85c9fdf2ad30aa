/** The side cart and the collision dialog, mounted once in the header of every layout. */
import { CollisionDialog } from "./CollisionDialog";
import { SideCart } from "./SideCart";
import "./cart.css";

export function CartOverlays() {
  return (
    <>
      <SideCart />
      <CollisionDialog />
    </>
  );
}
