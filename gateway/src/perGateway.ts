import type { GatewayContext } from "./context.js";

/**
 * One instance per gateway for state that outlives a request (keyed by the gateway's language
 * directory, created once per app like the other per-gateway caches), so tests with several gateways
 * in one process do not share it.
 */
export function perGateway<T extends object>(create: () => T): (ctx: GatewayContext) => T {
  const instances = new WeakMap<object, T>();
  return (ctx) => {
    let instance = instances.get(ctx.languages);
    if (!instance) {
      instance = create();
      instances.set(ctx.languages, instance);
    }
    return instance;
  };
}
