import type { AnchorHTMLAttributes, ReactElement } from "react";
import { createPath, Link, resolvePath } from "react-router";
import { renderMemo } from "./renderMemo";

/** The props the shop's plain internal links use: an absolute path (locale prefix included) and anchor attributes. */
export type InternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

const hrefs = renderMemo<string>(10_000);

/**
 * What React Router's `<Link to>` writes into `href` for an absolute path under basename "/": the path resolved
 * (`.`/`..` segments, doubled slashes; an absolute path keeps its trailing slash). Kept per path: the same few hundred
 * catalogue and footer paths are linked on every page.
 */
export function internalHref(to: string): string {
  return hrefs(to, () => createPath(resolvePath(to, "/")));
}

/**
 * The server's rendering of `<Link to>` with no prefetch, state or relative resolution: the same `<a>` (attributes in
 * Link's order), without Link's per-link hooks (location, resolved path twice, click handler, prefetch state) — a
 * product page has ≈ 50 of them and nothing of that work reaches the HTML.
 */
export function ServerInternalLink({ to, ...rest }: InternalLinkProps): ReactElement {
  return <a {...rest} href={internalHref(to)} data-discover="true" />;
}

/**
 * An internal link: React Router's `<Link>` in the browser (client navigation, route discovery, same markup to hydrate),
 * its markup alone on the server. For links with `prefetch`, `state`, `replace`, a relative `to` or a `ref` use `<Link>`.
 */
export const InternalLink: (props: InternalLinkProps) => ReactElement | null = import.meta.env.SSR
  ? ServerInternalLink
  : (Link as unknown as (props: InternalLinkProps) => ReactElement);
