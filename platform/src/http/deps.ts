import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connection.js";
import type { ContextService } from "../context/context-service.js";
import type { SystemRepository } from "../context/system-repository.js";
import type { ProductRepository } from "../catalog/product-repository.js";
import type { CategoryRepository } from "../catalog/category-repository.js";
import type { SeoUrlRepository } from "../catalog/seo-repository.js";

/** Shared services handed to each route module. */
export interface Deps {
  db: Db;
  system: SystemRepository;
  contexts: ContextService;
  products: ProductRepository;
  categories: CategoryRepository;
  seoUrls: SeoUrlRepository;
  /** absolute origin for media URLs */
  baseUrl(req: FastifyRequest): string;
}
