import { useEffect, useRef, useState, type RefObject } from "react";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { CrossSellingAnswer } from "~/routes/cross-selling.$productId";
import { ProductSlider } from "./ProductCard";

/** How far below the viewport the cards start loading: about two phone screens, so they are there when scrolled to. */
const LOAD_AHEAD = "1600px 0px";

interface Group {
  id: string;
  name: string | null;
}

/**
 * A product page's cross-selling: the server renders each group's heading and a place the size of its cards; the
 * cards themselves are fetched once the shopper scrolls near them (routes/cross-selling.$productId.ts, a GET that
 * shared caches may keep for anonymous visitors). Rendering six cards was 14 % of the product page's server CPU,
 * for a part far below the fold that not every view reaches (issue 26). Without JavaScript the empty places are
 * hidden (`scripting: none` in catalog.css); a group that turns out empty, or a failed fetch, takes its place away.
 */
export function CrossSellings({ productId, groups }: { productId: string; groups: readonly Group[] }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNear(place, groups.length > 0);
  const loaded = useCards(near, productId);
  if (groups.length === 0) return null;
  return (
    <div ref={place}>
      {groups.map((group) => (
        // One element from the empty place to the cards: nothing the shopper or a screen reader is on gets replaced.
        <ProductSlider key={group.id} title={group.name} products={loaded?.get(group.id) ?? []} pending={!loaded} testId="cross-selling" />
      ))}
    </div>
  );
}

/** The groups' cards by group id, once fetched (none when the fetch failed); null before. */
function useCards(near: boolean, productId: string): Map<string, CrossSellingAnswer["groups"][number]["products"]> | null {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<CrossSellingAnswer["groups"] | null>(null);
  useEffect(() => {
    if (!near) return;
    const abort = new AbortController();
    fetch(localizePath(`/cross-selling/${productId}`, locale), { signal: abort.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<CrossSellingAnswer>) : { groups: [] }))
      .catch((): CrossSellingAnswer => ({ groups: [] }))
      .then((answer) => {
        if (!abort.signal.aborted) setLoaded(answer.groups);
      });
    return () => abort.abort();
  }, [near, productId, locale]);
  return loaded && new Map(loaded.map((group) => [group.id, group.products]));
}

/** True once the element has come within LOAD_AHEAD of the viewport (and stays true). */
function useNear(element: RefObject<HTMLElement | null>, wanted: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!wanted || near || !target) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, wanted, near]);
  return near;
}
