/**
 * The wishlist button of a logged-in customer: the list lives on the server (through /graphql, the session
 * cookie does the rest). Loaded on demand by WishlistButton after hydration, with Apollo Client.
 */
import { useMutation, useQuery } from "@apollo/client/react";
import { AddToWishlistMutation, RemoveFromWishlistMutation, WishlistIdsQuery } from "~/account/documents";
import { ApolloScope } from "~/apollo/scope";
import { WishlistToggle } from "./WishlistToggle";

interface Props {
  productId: string;
  productName: string;
}

function ServerToggle({ productId, productName }: Props) {
  const { data } = useQuery(WishlistIdsQuery, { ssr: false });
  const refetchQueries = [{ query: WishlistIdsQuery }];
  const [add, adding] = useMutation(AddToWishlistMutation, { refetchQueries });
  const [remove, removing] = useMutation(RemoveFromWishlistMutation, { refetchQueries });
  const onList = (data?.wishlist?.productIds ?? []).includes(productId);
  const toggle = () => {
    const variables = { productId };
    void (onList ? remove({ variables }) : add({ variables })).catch(() => undefined);
  };
  return <WishlistToggle productName={productName} onList={onList} busy={adding.loading || removing.loading} onToggle={toggle} />;
}

export default function ServerWishlistButton(props: Props) {
  return (
    <ApolloScope>
      <ServerToggle {...props} />
    </ApolloScope>
  );
}
