import type { ComponentType, FormHTMLAttributes, ReactElement } from "react";
import { internalHref } from "~/components/InternalLink";

/** A form posting to one of the shop's own absolute paths (the cart action, the newsletter). */
export type PostFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method"> & { method: "post"; action: string };

/**
 * The server's rendering of a fetcher's `<Form method="post" action>`: the same `<form>` (attributes in React Router's
 * order), without the form's own hooks (the action resolved against the route, the submit function). Every product
 * card has one.
 */
export function ServerPostForm({ action, method: _method, ...rest }: PostFormProps): ReactElement {
  return <form method="post" action={internalHref(action)} {...rest} data-discover="true" />;
}

/**
 * The fetcher's own `Form` in the browser (submission, pending state, same markup to hydrate), its markup alone on
 * the server. The fetcher itself (`useFetcher`) stays in the component: its `useId` is part of the tree's ids.
 */
export function fetcherPostForm(fetcher: { Form: unknown }): ComponentType<PostFormProps> {
  return import.meta.env.SSR ? ServerPostForm : (fetcher.Form as ComponentType<PostFormProps>);
}
