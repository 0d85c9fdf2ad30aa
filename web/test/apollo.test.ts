import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { gatewayGraphqlUrl } from "~/apollo/config";
import { gatewayStatusFor, gatewayStatusForGraphQLErrors } from "~/apollo/errors";
import { gatewayRequestHeaders } from "~/apollo/client";

describe("gateway URL", () => {
  it("defaults to the local gateway and appends /graphql once", () => {
    expect(gatewayGraphqlUrl(undefined)).toBe("http://127.0.0.1:4000/graphql");
    expect(gatewayGraphqlUrl("http://gateway:4000/")).toBe("http://gateway:4000/graphql");
    expect(gatewayGraphqlUrl("http://gateway:4000/graphql")).toBe("http://gateway:4000/graphql");
  });
});

describe("gateway request headers", () => {
  it("forward the cookie, the shopper's address and protocol as the front door decided, and send the page locale", () => {
    // server/forwarding.mjs leaves one address in x-forwarded-for and the public URL as the request's URL.
    const request = new Request("https://shop.example.ch/it", { headers: { cookie: "sw-context=abc", "x-forwarded-for": "198.51.100.7" } });
    expect(gatewayRequestHeaders(request, "it")).toEqual({
      "x-shop-locale": "it",
      "apollo-require-preflight": "true",
      "apollographql-client-name": "web",
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-proto": "https",
      cookie: "sw-context=abc",
    });
    expect(gatewayRequestHeaders(new Request("http://localhost:3000/"), "de")).not.toHaveProperty("cookie");
  });
});

describe("gateway failure status", () => {
  it("maps unreachable gateways to 503 and bad answers to 502", () => {
    expect(gatewayStatusFor(new TypeError("fetch failed"))).toBe(503);
    expect(gatewayStatusFor(new DOMException("The operation timed out.", "TimeoutError"))).toBe(408);
    const response = new Response("", { status: 500 });
    expect(gatewayStatusFor(new ServerError("bad", { response, bodyText: "" }))).toBe(502);
    const unavailable = new Response("", { status: 503 });
    expect(gatewayStatusFor(new ServerError("busy", { response: unavailable, bodyText: "" }))).toBe(503);
    expect(gatewayStatusFor(new CombinedGraphQLErrors({ errors: [{ message: "boom" }] }))).toBe(502);
  });

  it("reads upstream status codes from GraphQL error extensions", () => {
    expect(gatewayStatusForGraphQLErrors([{ extensions: { code: "UPSTREAM_UNAVAILABLE", status: 0 } }])).toBe(503);
    expect(gatewayStatusForGraphQLErrors([{ extensions: { status: 408 } }])).toBe(408);
    expect(gatewayStatusForGraphQLErrors([{ extensions: { code: "UPSTREAM_TIMEOUT" } }])).toBe(408);
    expect(gatewayStatusForGraphQLErrors([{ extensions: { status: 500 } }])).toBe(502);
    expect(gatewayStatusForGraphQLErrors([{}])).toBe(502);
  });
});
