import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { currentRequestId, requestIdGenerator, runWithRequestId, trustedAddresses } from "../../src/observability/requestId.js";
import { GatewayMetrics } from "../../src/observability/metrics.js";
import { currentBudget, OperationBudget, runWithBudget } from "../../src/limits/operationBudget.js";

function incoming(remoteAddress: string, id?: string): IncomingMessage {
  return { headers: id === undefined ? {} : { "x-request-id": id }, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe("request ids", () => {
  it("trust the same addresses as GATEWAY_TRUST_PROXY: addresses, ranges and proxy-addr names", () => {
    const trusted = trustedAddresses("127.0.0.1,::1, 10.1.0.0/16 ,uniquelocal,not-an-address");
    expect(trusted("127.0.0.1")).toBe(true);
    expect(trusted("::ffff:127.0.0.1")).toBe(true);
    expect(trusted("::1")).toBe(true);
    expect(trusted("10.1.200.3")).toBe(true);
    expect(trusted("192.168.1.9")).toBe(true);
    expect(trusted("203.0.113.5")).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedAddresses("loopback")("127.8.8.8")).toBe(true);
  });

  it("keep a trusted proxy's well-formed id and replace everything else", () => {
    const generate = requestIdGenerator(trustedAddresses("127.0.0.1"));
    expect(generate(incoming("127.0.0.1", "web-abc.123"))).toBe("web-abc.123");
    expect(generate(incoming("203.0.113.5", "planted"))).toMatch(/^[0-9a-f-]{36}$/);
    expect(generate(incoming("127.0.0.1", "bad id\nwith newline"))).toMatch(/^[0-9a-f-]{36}$/);
    expect(generate(incoming("127.0.0.1", "x".repeat(200)))).toMatch(/^[0-9a-f-]{36}$/);
    expect(generate(incoming("127.0.0.1"))).not.toBe(generate(incoming("127.0.0.1")));
  });

  it("are visible to code without the request, across awaits", async () => {
    let seen: string | undefined;
    await new Promise<void>((resolve) =>
      runWithRequestId("r-1", () => {
        void (async () => {
          await new Promise((r) => setTimeout(r, 1));
          seen = currentRequestId();
          resolve();
        })();
      }),
    );
    expect(seen).toBe("r-1");
    expect(currentRequestId()).toBeUndefined();
  });

  it("share one scope with the request's budget: both seen inside, and a promise carries one store, not one per storage", async () => {
    const budget = new OperationBudget({ maxUpstreamCalls: 1, deadlineMs: 1000, maxResponseBytes: 1000 }, "de");
    let seen: { id?: string; budget?: OperationBudget; stores?: number } = {};
    await new Promise<void>((resolve) =>
      runWithRequestId("r-2", () =>
        runWithBudget(budget, () => {
          const promise = Promise.resolve();
          // Node 20 marks every promise with the store of each enabled AsyncLocalStorage (requestScope.ts)
          const stores = Object.getOwnPropertySymbols(promise).filter((s) => s.description === "kResourceStore").length;
          void promise.then(() => {
            seen = { id: currentRequestId(), budget: currentBudget(), stores };
            resolve();
          });
        }),
      ),
    );
    expect(seen.id).toBe("r-2");
    expect(seen.budget).toBe(budget);
    expect(seen.stores).toBeLessThanOrEqual(1);
  });
});

describe("metrics", () => {
  it("label operations by name, but not beyond a bounded number of client-chosen names", () => {
    const metrics = new GatewayMetrics();
    expect(metrics.operationLabel("ProductPage")).toBe("ProductPage");
    expect(metrics.operationLabel(null)).toBe("anonymous");
    expect(metrics.operationLabel('x"} 1\nevil')).toBe("other");
    for (let i = 0; i < 300; i++) metrics.operationLabel(`Random${i}`);
    expect(metrics.operationLabel("Random299")).toBe("other");
    expect(metrics.operationLabel("ProductPage")).toBe("ProductPage");
  });

  it("render upstream latency per Store API operation, cache results and rejections in Prometheus text", async () => {
    const metrics = new GatewayMetrics();
    metrics.upstreamCall("readProduct post /product", 200, 12);
    metrics.upstreamCall("readProduct post /product", null, 10_000);
    metrics.cacheLookup("fresh");
    metrics.cacheLookup("stale-if-error");
    metrics.rateLimitRejection("promotionCode");
    const text = await metrics.render();
    expect(text).toMatch(/^gateway_upstream_request_duration_seconds_count\{operation="readProduct",status="2xx"\} 1$/m);
    expect(text).toMatch(/^gateway_upstream_request_duration_seconds_count\{operation="readProduct",status="error"\} 1$/m);
    expect(text).toMatch(/^gateway_cache_lookups_total\{result="hit"\} 1$/m);
    expect(text).toMatch(/^gateway_cache_lookups_total\{result="stale_if_error"\} 1$/m);
    expect(text).toMatch(/^gateway_rate_limit_rejections_total\{bucket="promotionCode"\} 1$/m);
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  });
});
