import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connection.js";
import type { ContextService } from "../context/context-service.js";
import type { SystemRepository } from "../context/system-repository.js";
import type { ProductRepository } from "../catalog/product-repository.js";
import type { CategoryRepository } from "../catalog/category-repository.js";
import type { SeoUrlRepository } from "../catalog/seo-repository.js";
import type { CatalogueService } from "../catalog/catalogue-service.js";
import type { AccountServices } from "../account/services.js";
import type { CartService } from "../checkout/cart-service.js";
import type { OrderService } from "../order/order-service.js";

/** Shared services handed to each route module. */
export interface Deps {
  db: Db;
  system: SystemRepository;
  contexts: ContextService;
  products: ProductRepository;
  categories: CategoryRepository;
  seoUrls: SeoUrlRepository;
  /** properties, CMS, cross-selling, reviews, landing pages, search (issue 3) */
  catalogue: CatalogueService;
  /** absolute origin for media URLs */
  baseUrl(req: FastifyRequest): string;
  /** customers, mail outbox, login limiter and the clock shared by account/newsletter/wishlist/loyalty routes */
  accounts: AccountServices;
  /** carts per context token, promotions, shipping (issue 7) */
  cart: CartService;
  /** orders placed from carts, order list, cancel, payment change (issue 8) */
  orders: OrderService;
}
