import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContextService, RequestContext } from "../context/context-service.js";
import type { SystemRepository } from "../context/system-repository.js";
import { ShopwareError } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Resolved Store API context; set by the store-api hook before any handler runs. */
    sw: RequestContext;
  }
}

/**
 * Hooks for every /store-api route: access-key check (same errors as Shopware's
 * SalesChannelAuthenticationListener), context resolution, and the sw-context-token response header.
 */
export function installStoreApiHooks(app: FastifyInstance, system: SystemRepository, contexts: ContextService): void {
  app.decorateRequest("sw", null as unknown as RequestContext);

  app.addHook("onRequest", async (req: FastifyRequest, reply) => {
    const accessKey = req.headers["sw-access-key"];
    if (typeof accessKey !== "string" || accessKey === "") {
      // Shopware throws a Symfony UnauthorizedHttpException here, whose error code serialises as "0".
      throw new ShopwareError(401, "0", 'Header "sw-access-key" is required.');
    }
    const sc = system.salesChannelByAccessKey(accessKey);
    if (!sc) {
      throw new ShopwareError(412, "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND", "No matching sales channel found.");
    }
    req.sw = contexts.resolve(sc, req.headers);
    reply.header("sw-context-token", req.sw.token);
  });
}
