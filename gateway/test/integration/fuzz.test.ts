/**
 * Fixed-seed fuzz slice (issue 10): 200 operations generated from the introspected schema, with
 * random and hostile arguments, against a gateway on the REAL platform → not one HTTP 5xx or
 * INTERNAL_SERVER_ERROR, no internal error counted by the gateway whatever its answer's code, and —
 * the platform being healthy — no upstream 5xx either. bench/fuzz.ts runs the same generator ≥ 5,000 times (docs/PERFORMANCE.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { platformAvailable, startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { loadConfig } from "../../src/config.js";
import { buildGateway } from "../../src/server.js";
import { introspect, sampleOperations, send } from "../fuzz/operations.js";

const SEED = 20261125;

describe("schema-driven fuzzing (fixed seed)", () => {
  let platform: RunningPlatform;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    if (!platformAvailable()) throw new Error("platform/src/cli/serve.ts is missing: the platform package is required");
    platform = await startPlatform();
    // Every operation comes from one address: the per-address limits would answer most mutations instead of their resolvers.
    const config = loadConfig({ STORE_API_URL: platform.url, STORE_API_ACCESS_KEY: platform.accessKey, LOG_LEVEL: "silent", RATE_LIMITS: "off" });
    app = await buildGateway(config);
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await app?.close();
    await platform?.stop();
  });

  it("answers 200 generated operations with hostile arguments without a 5xx, an internal error or an upstream 5xx", async () => {
    const schema = await introspect(url);
    const operations = sampleOperations(schema, 200, SEED);
    const findings: string[] = [];
    const upstream5xx: string[] = [];
    const statuses = new Map<number, number>();
    const fields = new Set<string>();
    for (const operation of operations) {
      const outcome = await send(url, operation);
      fields.add(operation.field);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      const described = `${outcome.status} ${outcome.codes.join(",")}${outcome.internal ? " (internal)" : ""} ${operation.query.slice(0, 200)} ${JSON.stringify(operation.variables).slice(0, 300)}`;
      if (outcome.finding) findings.push(described);
      if (outcome.upstream5xx) upstream5xx.push(described);
    }
    expect(findings).toEqual([]);
    expect(upstream5xx).toEqual([]);
    // The slice reaches a broad part of the schema and both accepted and refused answers.
    expect(fields.size).toBeGreaterThan(50);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(10);
  });
});
