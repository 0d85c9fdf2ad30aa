import { Outlet } from "react-router";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";

/** Checkout layout: reduced header without navigation, so nothing distracts from ordering. */
export default function CheckoutLayout() {
  return (
    <div className="page">
      <SiteHeader variant="checkout" />
      <main id="main" tabIndex={-1} className="page__main container">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
