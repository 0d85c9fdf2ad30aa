/**
 * Schema-first: the SDL in <repo>/schema/*.graphql plus the domain resolvers.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import type { Resolvers } from "./generated/graphql.js";
import { sessionResolvers } from "./session/resolvers.js";
import { catalogResolvers } from "./catalog/resolvers.js";
import { accountResolvers } from "./account/resolvers.js";
import { wishlistResolvers } from "./wishlist/resolvers.js";
import { newsletterResolvers } from "./newsletter/resolvers.js";
import { loyaltyResolvers } from "./loyalty/resolvers.js";
import { contentResolvers } from "./content/resolvers.js";
import { searchResolvers } from "./search/resolvers.js";
import { cartResolvers } from "./cart/resolvers.js";
import { pharmacyResolvers } from "./pharmacy/resolvers.js";
import { checkoutResolvers } from "./checkout/resolvers.js";
import { orderResolvers } from "./order/resolvers.js";
import { contactResolvers } from "./contact/resolvers.js";
import { mediaResolvers } from "./media/resolvers.js";

/** <repo>/schema, resolved from this file (gateway/src/schema.ts). */
export const SCHEMA_DIR = fileURLToPath(new URL("../../schema/", import.meta.url));

export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".graphql"))
    .sort((a, b) => (a === "base.graphql" ? -1 : b === "base.graphql" ? 1 : a.localeCompare(b)));
  if (files.length === 0) throw new Error(`No *.graphql files found in ${dir}`);
  return files.map((name) => readFileSync(join(dir, name), "utf8"));
}

const baseResolvers: Resolvers = {
  Query: { ping: () => true },
  Mutation: { noop: () => true },
};

export const resolvers: Resolvers[] = [
  baseResolvers,
  sessionResolvers,
  catalogResolvers,
  contentResolvers,
  searchResolvers,
  accountResolvers,
  wishlistResolvers,
  newsletterResolvers,
  loyaltyResolvers,
  cartResolvers,
  pharmacyResolvers,
  contactResolvers,
  checkoutResolvers,
  orderResolvers,
  mediaResolvers,
];

export function buildSchema(dir?: string): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(dir),
    resolvers: resolvers as Parameters<typeof makeExecutableSchema>[0]["resolvers"],
    resolverValidationOptions: { requireResolversToMatchSchema: "error" },
  });
}
