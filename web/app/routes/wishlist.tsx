/**
 * /wishlist (SPEC §4 Wishlist): logged-in customers see their server wishlist (read on the
 * server with their cookie); anonymous visitors and guests see the list kept in this browser,
 * whose products are fetched by id after hydration.
 */
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { data, Form, Link } from "react-router";
import { RemoveFromWishlistMutation, ServerWishlistQuery, WishlistProductsQuery } from "~/account/documents";
import { formAnswer, text } from "~/account/forms.server";
import { callGateway, queryGateway } from "~/account/gateway.server";
import { PRIVATE_HEADERS } from "~/account/guard.server";
import { ApolloScope } from "~/apollo/scope";
import { StandalonePage } from "~/components/account/AccountPage";
import { WishlistItem, type WishlistProduct } from "~/components/account/WishlistItem";
import { FormError } from "~/components/forms/Field";
import type { FormResult } from "~/components/forms/useShopForm";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { useHydrated } from "~/components/useHydrated";
import { localWishlist } from "~/wishlist/store";
import { useLocalWishlist } from "~/wishlist/useLocalWishlist";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/wishlist";

export async function loader({ request }: Route.LoaderArgs) {
  const { data: result } = await queryGateway(request, ServerWishlistQuery);
  const head: PageHead = { titleId: "wishlist.title", descriptionId: "wishlist.description", noindex: true };
  if (result.customer && result.wishlist) {
    return data({ mode: "server" as const, products: result.wishlist.products, head }, { headers: PRIVATE_HEADERS });
  }
  return data({ mode: "local" as const, products: [], head }, { headers: PRIVATE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const call = await callGateway(request, RemoveFromWishlistMutation, { productId: text(form, "productId") });
  return formAnswer(request, "remove", call.data?.removeFromWishlist, call);
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  const result = (actionData ?? null) as FormResult | null;
  return (
    <StandalonePage title="wishlist.title" crumbs={[{ label: "breadcrumb.wishlist" }]} wide>
      <FormError message={result?.formError} />
      {loaderData.mode === "server" ? (
        <ServerWishlist products={loaderData.products} />
      ) : (
        <ApolloScope>
          <LocalWishlist />
        </ApolloScope>
      )}
    </StandalonePage>
  );
}

function ServerWishlist({ products }: { products: readonly WishlistProduct[] }) {
  const intl = useIntl();
  if (products.length === 0) return <EmptyWishlist />;
  return (
    <ul className="wishlist-list" data-testid="wishlist" data-mode="server">
      {products.map((product) => (
        <WishlistItem key={product.id} product={product}>
          <Form method="post">
            <input type="hidden" name="productId" value={product.id} />
            <button
              type="submit"
              className="link-button"
              aria-label={intl.formatMessage({ id: "wishlist.remove" }, { name: product.name })}
            >
              <FormattedMessage id="wishlist.removeShort" />
            </button>
          </Form>
        </WishlistItem>
      ))}
    </ul>
  );
}

function LocalWishlist() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const ids = useLocalWishlist();
  const { data: result, loading } = useQuery(WishlistProductsQuery, {
    variables: { ids },
    skip: ids.length === 0,
    ssr: false,
  });
  if (!hydrated || (loading && !result)) {
    return (
      <p aria-live="polite" data-testid="wishlist-loading">
        <FormattedMessage id="wishlist.loading" />
      </p>
    );
  }
  // Keep the visitor's order; products that no longer exist simply drop out.
  const byId = new Map((result?.productsByIds ?? []).map((product) => [product.id, product]));
  const products = ids.map((id) => byId.get(id)).filter((p): p is NonNullable<typeof p> => p !== undefined);
  if (ids.length === 0 || products.length === 0) return <EmptyWishlist />;
  return (
    <>
      <p className="form-field__hint">
        <FormattedMessage id="wishlist.localHint" />
      </p>
      <ul className="wishlist-list" data-testid="wishlist" data-mode="local">
        {products.map((product) => (
          <WishlistItem key={product.id} product={product}>
            <button
              type="button"
              className="link-button"
              onClick={() => localWishlist.remove(product.id)}
              aria-label={intl.formatMessage({ id: "wishlist.remove" }, { name: product.name })}
            >
              <FormattedMessage id="wishlist.removeShort" />
            </button>
          </WishlistItem>
        ))}
      </ul>
    </>
  );
}

function EmptyWishlist() {
  const locale = useLocale();
  return (
    <div className="empty-state" data-testid="wishlist-empty">
      <p>
        <FormattedMessage id="wishlist.empty" />
      </p>
      <Link className="button" to={localizePath("/", locale)}>
        <FormattedMessage id="account.order.shop" />
      </Link>
    </div>
  );
}
