/**
 * The routes a platform registers, read from Fastify itself, so the client-level tests
 * (api-client-walk, api-client-routes) fail when a new route is added and nobody calls it.
 */
import type { FastifyInstance } from "fastify";

/**
 * "METHOD /path" of every route, read from Fastify's route tree (printRoutes): each line's segment
 * continues its parent's path.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + m[2]!;
    stack.push(path);
    for (const method of m[3]!.split(", ")) if (method !== "HEAD") out.push(`${method} ${path}`);
  }
  return out;
}

/** The platform route an api-client operation ("readOrder post /order/{id}") calls: "POST /store-api/order/:id". */
export function routeOf(operation: string): string {
  const [, method, path] = operation.split(" ") as [string, string, string];
  return `${method.toUpperCase()} /store-api${path.replace(/\{(\w+)\}/g, ":$1")}`;
}
