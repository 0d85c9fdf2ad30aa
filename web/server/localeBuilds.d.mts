/** Types of ./localeBuilds.mjs (plain ESM: the server runs without a build step). */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}
/** The parts of a React Router server build the split reads (the rest is passed on unchanged). */
export interface SplittableBuild {
  routes: Record<string, BuildRoute>;
  assets: { routes: Record<string, unknown>; version?: string };
  basename?: string;
  ssr?: boolean;
  routeDiscovery?: { mode: "lazy" | "initial"; manifestPath?: string };
}
export interface LocaleSplit {
  /** First path segment (lower case) → locale. */
  prefixes: Map<string, string>;
  /** The locale without prefix: answers every other path. */
  defaultLocale: string;
  /** The route ids of each locale's build (its own and the shared ones). */
  routeIds: Map<string, Set<string>>;
}
export function routeLocale(id: string): string | undefined;
export function localeSplit(build: SplittableBuild): LocaleSplit | null;
export function buildWithRoutes<B extends SplittableBuild>(build: B, ids: Set<string>): B;
export function localeOfPath(split: LocaleSplit, pathname: string): string | undefined;
export function localeHandlers<B extends SplittableBuild, H>(build: B, createHandler: (build: B) => H): (pathname: string) => H;
export function localeRequestHandler<B extends SplittableBuild, H extends (request: never, response: never, next: never) => unknown>(
  build: B,
  createHandler: (build: B) => H,
): H | ((request: { path: string }, response: unknown, next: unknown) => unknown);
