/**
 * One server build per locale (server/localeBuilds.mjs, issue 9): with the real server build, every path matches
 * the same routes in its locale's build as in the full build, requests reach the right build, and the split is
 * refused where it could change what React Router matches.
 * Needs `pnpm --filter @shop/web build` (scripts/test.sh builds before the tests).
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { matchRoutes, type RouteObject } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildWithRoutes,
  localeOfPath,
  localeRequestHandler,
  localeSplit,
  routeLocale,
  type BuildRoute,
  type LocaleSplit,
  type SplittableBuild,
} from "../server/localeBuilds.mjs";

const BUILD = fileURLToPath(new URL("../build/server/index.js", import.meta.url));

/** The route tree React Router builds from a server build's flat routes (ids, paths, nesting only). */
function routeTree(routes: Record<string, BuildRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
}

const matchedIds = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.map((match) => match.route.id) ?? null;

/** A request path for every route of the build (parameters and splats filled in), in several spellings. */
function samplePaths(routes: Record<string, BuildRoute>): string[] {
  const paths = new Set<string>(["/", "/unknown", "/unknown/deeper/path", "/italy", "/frances/x", "/it-x", "/graphql"]);
  for (const route of Object.values(routes)) {
    const parts: string[] = [];
    for (let current: BuildRoute | undefined = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
      if (current.path) parts.unshift(current.path);
    }
    const path = `/${parts.join("/")}`.replace(/:[\w-]+/g, "x1").replace(/\*$/, "some/thing");
    for (const variant of [path, `${path}/`, path.toUpperCase(), `${path}/more`, path.replace(/^\/(it|fr)\b/, "/$1x")]) {
      paths.add(variant.replace(/\/{2,}/g, "/"));
    }
  }
  return [...paths];
}

describe("server build per locale", () => {
  let build: SplittableBuild;
  let split: LocaleSplit;

  beforeAll(async () => {
    if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run pnpm --filter @shop/web build first`);
    build = (await import(/* @vite-ignore */ pathToFileURL(BUILD).href)) as SplittableBuild;
    const result = localeSplit(build);
    if (!result) throw new Error("the build was not split by locale");
    split = result;
  });

  it("reads the locales and their prefixes from the route ids and paths", () => {
    expect(routeLocale("home___it")).toBe("it");
    expect(routeLocale("root")).toBeUndefined();
    expect(split.defaultLocale).toBe("de");
    expect([...split.prefixes]).toEqual([
      ["it", "it"],
      ["fr", "fr"],
    ]);
    const all = Object.keys(build.routes);
    for (const [locale, ids] of split.routeIds) {
      // Its own routes and the shared ones (root, graphql), nothing of another locale.
      expect([...ids].sort()).toEqual(all.filter((id) => [undefined, locale].includes(routeLocale(id))).sort());
      expect(ids.has("root") && ids.has("graphql")).toBe(true);
    }
  });

  it("matches every path to the same routes in its locale's build as in the full build", () => {
    const full = routeTree(build.routes);
    const trees = new Map([...split.routeIds].map(([locale, ids]) => [locale, routeTree(buildWithRoutes(build, ids).routes)]));
    const paths = samplePaths(build.routes);
    expect(paths.length).toBeGreaterThan(500);
    for (const path of paths) {
      const locale = localeOfPath(split, path);
      expect(locale, path).toBeDefined();
      expect(matchedIds(trees.get(locale!)!, path), path).toEqual(matchedIds(full, path));
    }
  }, 60_000); // every sampled path matched in 4 route trees: seconds of CPU on a loaded 2-core CI box

  it("keeps the client manifest in step with the routes and the build version", () => {
    const italian = buildWithRoutes(build, split.routeIds.get("it")!);
    expect(Object.keys(italian.assets.routes).sort()).toEqual(Object.keys(italian.routes).sort());
    expect(italian.assets.version).toBe(build.assets.version);
    expect(Object.keys(build.routes).length).toBeGreaterThan(Object.keys(italian.routes).length * 2);
  });

  it("chooses the build as React Router will match the path: decoded, any case, single-fetch suffix removed", () => {
    const cases: [string, string | undefined][] = [
      ["/", "de"],
      ["/_root.data", "de"],
      ["/Medikamente/", "de"],
      ["/italy", "de"],
      ["/it", "it"],
      ["/it.data", "it"],
      ["/IT/brands", "it"],
      ["/i%74/brands", "it"],
      ["/fr/detail/1.data", "fr"],
      ["/%E0%A4%A", undefined], // undecodable: the full build answers, as before
      ["//it/x", undefined],
    ];
    for (const [path, locale] of cases) expect(localeOfPath(split, path), path).toBe(locale);
  });

  it("hands requests to their locale's handler and route discovery to the full build", () => {
    const built: SplittableBuild[] = [];
    const handler = localeRequestHandler(build, (localeBuild) => {
      built.push(localeBuild);
      return (request: { path: string }) => localeBuild;
    }) as (request: { path: string }, response: unknown, next: unknown) => SplittableBuild;
    expect(built).toHaveLength(4);
    const answeredBy = (path: string) => Object.keys(handler({ path }, {}, () => {}).routes);
    expect(answeredBy("/__manifest")).toHaveLength(Object.keys(build.routes).length);
    expect(answeredBy("/%E0%A4%A")).toHaveLength(Object.keys(build.routes).length);
    expect(answeredBy("/fr/brands")).toContain("brands___fr");
    expect(answeredBy("/fr/brands")).not.toContain("brands___de");
    expect(answeredBy("/Medikamente/")).toContain("all___de");
    expect(answeredBy("/Medikamente/")).not.toContain("all___it");
  });

  it("does not split where the split could change what React Router matches", () => {
    const routes = (extra: Record<string, BuildRoute>) => ({ ...build, routes: { ...build.routes, ...extra } });
    // Routes discovered up front: the page would ship one locale's manifest only.
    expect(localeSplit({ ...build, routeDiscovery: { mode: "initial" } })).toBeNull();
    // A default-locale route starting with a parameter could match /it/… in the full build.
    expect(localeSplit(routes({ "slug___de": { id: "slug___de", parentId: "root", path: ":slug/:id" } }))).toBeNull();
    // A default-locale route under a prefix.
    expect(localeSplit(routes({ "x___de": { id: "x___de", parentId: "root", path: "it/x" } }))).toBeNull();
    // Without its own catch-all, unknown /it/… paths would fall to de's 404 route in the full build.
    const withoutItalianSplat = Object.fromEntries(Object.entries(build.routes).filter(([id]) => id !== "all___it"));
    expect(localeSplit({ ...build, routes: withoutItalianSplat })).toBeNull();
    // Case-sensitive matching would not follow the case-insensitive prefix test.
    expect(localeSplit(routes({ "brands___it": { ...build.routes["brands___it"]!, caseSensitive: true } }))).toBeNull();
  });
});
