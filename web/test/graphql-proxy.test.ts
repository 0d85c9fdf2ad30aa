import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxyToGateway } from "~/routes/graphql";

let server: Server;
let target = "";
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } = { headers: {}, body: "" };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      res.setHeader("content-type", "application/graphql-response+json");
      res.setHeader("set-cookie", ["sw-context-token=t1; Path=/; HttpOnly", "other=1; Path=/"]);
      res.setHeader("x-internal", "secret");
      res.end(JSON.stringify({ data: { ping: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("/graphql proxy", () => {
  it("forwards the POST body and the allowed headers", async () => {
    const request = new Request("http://localhost:3000/graphql", {
      method: "POST",
      headers: {
        cookie: "sw-context-token=t0",
        "content-type": "application/json",
        "apollo-require-preflight": "true",
        "x-apollo-operation-name": "Ping",
        "x-shop-locale": "fr",
        authorization: "Bearer nope",
        "apollographql-client-name": "mobile",
      },
      body: JSON.stringify({ query: "{ ping }" }),
    });
    const response = await proxyToGateway(request, target);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ping: true } });
    expect(seen.method).toBe("POST");
    expect(seen.body).toBe('{"query":"{ ping }"}');
    expect(seen.headers).toMatchObject({
      cookie: "sw-context-token=t0",
      "content-type": "application/json",
      "apollo-require-preflight": "true",
      "x-apollo-operation-name": "Ping",
      "x-shop-locale": "fr",
      // The storefront's mark for PERSISTED_DOCUMENTS=require-for-web, whatever the page sent.
      "apollographql-client-name": "web",
    });
    expect(seen.headers.authorization).toBeUndefined();
  });

  it("passes back every set-cookie header but no internal headers", async () => {
    const response = await proxyToGateway(new Request("http://localhost:3000/graphql?query=%7Bping%7D"), target);
    expect(seen.method).toBe("GET");
    expect(seen.url).toBe("/graphql?query=%7Bping%7D");
    expect(response.headers.getSetCookie()).toEqual(["sw-context-token=t1; Path=/; HttpOnly", "other=1; Path=/"]);
    expect(response.headers.get("content-type")).toBe("application/graphql-response+json");
    expect(response.headers.get("x-internal")).toBeNull();
    // Data, never a page of the shop (issue 19).
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("answers 503 with a GraphQL error when the gateway is down", async () => {
    const response = await proxyToGateway(
      new Request("http://localhost:3000/graphql", { method: "POST", body: "{}" }),
      "http://127.0.0.1:1/graphql",
    );
    expect(response.status).toBe(503);
    expect((await response.json()).errors[0].extensions.code).toBe("GATEWAY_UNAVAILABLE");
  });
});
