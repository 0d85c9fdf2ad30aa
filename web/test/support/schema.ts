/**
 * The real GraphQL schema (schema/*.graphql, base.graphql first), for stand-in gateways that execute it with
 * per-test answers: what the web sends is checked against the contract the gateway implements.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSchema } from "graphql";

const schemaDir = fileURLToPath(new URL("../../../schema/", import.meta.url));

export const shopSchema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith(".graphql"))
    .sort((a, b) => (a === "base.graphql" ? -1 : b === "base.graphql" ? 1 : a.localeCompare(b)))
    .map((file) => readFileSync(schemaDir + file, "utf8"))
    .join("\n"),
);
