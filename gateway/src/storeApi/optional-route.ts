/**
 * The SPEC's custom Store API routes (/store-api/loyalty, /store-api/customer-pharmacy) exist on
 * the embedded platform but may be missing on a real Shopware without the plugin. Such a Store API
 * answers 404 FRAMEWORK__ROUTE_NOT_FOUND (or a bare 404); the feature is then hidden, never a
 * failed page. Contract a plugin must implement: docs/ARCHITECTURE.md, "Running against a real Shopware 6.7".
 */
import { StoreApiHttpError } from "../errors/upstream.js";

export function isRouteMissing(error: unknown): boolean {
  return (
    error instanceof StoreApiHttpError &&
    error.status === 404 &&
    (error.errors.length === 0 || error.errors.some((e) => e.code === "FRAMEWORK__ROUTE_NOT_FOUND"))
  );
}
