import { describe, expect, it } from "vitest";
import {
  GENERIC_MESSAGES,
  StoreApiHttpError,
  StoreApiNetworkError,
  StoreApiTimeoutError,
  formatGatewayError,
  normalizeError,
  toGraphQLError,
} from "../../src/errors/index.js";
import { GraphQLError } from "graphql";

describe("normalizeError (SPEC §8)", () => {
  it("uses the server's errors list (detail, else title) for 4xx", () => {
    const error = new StoreApiHttpError(400, [
      { code: "VIOLATION::IS_BLANK_ERROR", detail: "This value should not be blank." },
      { title: "Bad Request" },
    ]);
    expect(normalizeError(error)).toEqual({
      status: 400,
      messages: ["This value should not be blank.", "Bad Request"],
      codes: ["VIOLATION::IS_BLANK_ERROR"],
    });
  });

  it("uses the server's errors list for 401, 404 and 500", () => {
    for (const status of [401, 404, 500]) {
      const result = normalizeError(new StoreApiHttpError(status, [{ detail: `d${status}`, code: `C${status}` }]));
      expect(result).toEqual({ status, messages: [`d${status}`], codes: [`C${status}`] });
    }
  });

  it("falls back to the error text when a 4xx has no errors list", () => {
    const result = normalizeError(new StoreApiHttpError(404, []));
    expect(result.status).toBe(404);
    expect(result.messages).toEqual(["Store API request failed with status 404"]);
  });

  it("maps a time-out (message starting 'timeout of') to 408", () => {
    expect(normalizeError(new StoreApiTimeoutError(10_000))).toEqual({
      status: 408,
      messages: ["timeout of 10000ms exceeded"],
      codes: [],
    });
    expect(normalizeError(new Error("timeout of 5ms exceeded")).status).toBe(408);
  });

  it("treats an HTTP 408 answer like anything else (500, one message)", () => {
    const result = normalizeError(new StoreApiHttpError(408, [{ detail: "ignored" }]));
    expect(result).toEqual({ status: 500, messages: ["Store API request failed with status 408"], codes: [] });
  });

  it("maps a network error to 0", () => {
    expect(normalizeError(new StoreApiNetworkError("connect ECONNREFUSED"))).toEqual({
      status: 0,
      messages: ["connect ECONNREFUSED"],
      codes: [],
    });
    expect(normalizeError(Object.assign(new Error("socket hang up"), { isNetworkError: true })).status).toBe(0);
  });

  it("maps anything else to 500 with one message from the error text", () => {
    expect(normalizeError(new StoreApiHttpError(503, [{ detail: "maintenance" }]))).toEqual({
      status: 500,
      messages: ["Store API request failed with status 503"],
      codes: [],
    });
    expect(normalizeError(new Error("boom"))).toEqual({ status: 500, messages: ["boom"], codes: [] });
    expect(normalizeError("plain text")).toEqual({ status: 500, messages: ["plain text"], codes: [] });
  });
});

describe("toGraphQLError", () => {
  it("network error → UPSTREAM_UNAVAILABLE, status 0, generic localized message", () => {
    const error = toGraphQLError(new StoreApiNetworkError("connect ECONNREFUSED 127.0.0.1:8000"), "fr");
    expect(error.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", status: 0 });
    expect(error.message).toBe(GENERIC_MESSAGES.fr);
    expect(JSON.stringify(error.extensions)).not.toContain("127.0.0.1");
  });

  it("time-out → UPSTREAM_TIMEOUT, status 408", () => {
    const error = toGraphQLError(new StoreApiTimeoutError(10_000));
    expect(error.extensions).toMatchObject({ code: "UPSTREAM_TIMEOUT", status: 408 });
    expect(error.message).toBe(GENERIC_MESSAGES.de);
  });

  it("passes on the Shopware code and messages of 4xx", () => {
    const error = toGraphQLError(
      new StoreApiHttpError(401, [{ code: "FRAMEWORK__INVALID_ACCESS_KEY", detail: "Invalid access key" }]),
    );
    expect(error.extensions).toMatchObject({ code: "FRAMEWORK__INVALID_ACCESS_KEY", status: 401 });
    expect(error.message).toBe("Invalid access key");
  });

  it("400 without a Shopware code → BAD_USER_INPUT", () => {
    const error = toGraphQLError(new StoreApiHttpError(400, [{ detail: "bad" }]));
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", status: 400 });
  });

  it("500 → generic message, never the upstream's text", () => {
    const error = toGraphQLError(new StoreApiHttpError(500, [{ detail: "SQLSTATE[42S02] table missing" }]), "it");
    expect(error.message).toBe(GENERIC_MESSAGES.it);
    expect(error.extensions).toMatchObject({ code: "UPSTREAM_ERROR", status: 500 });
    expect(JSON.stringify(error.extensions)).not.toContain("SQLSTATE");
  });

  it("keeps GraphQLErrors as they are", () => {
    const original = new GraphQLError("x", { extensions: { code: "BAD_USER_INPUT" } });
    expect(toGraphQLError(original)).toBe(original);
  });
});

describe("formatGatewayError", () => {
  it("hides unexpected internal errors and stack traces", () => {
    const formatted = formatGatewayError(
      { message: "Cannot read properties of undefined", extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["at x"] } },
      new TypeError("Cannot read properties of undefined"),
    );
    expect(formatted.message).toBe(GENERIC_MESSAGES.de);
    expect(formatted.extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", status: 500 });
  });

  it("keeps deliberate errors but drops stack traces", () => {
    const formatted = formatGatewayError(
      { message: "limit too large", extensions: { code: "BAD_USER_INPUT", stacktrace: ["at y"] } },
      new GraphQLError("limit too large"),
    );
    expect(formatted).toEqual({ message: "limit too large", extensions: { code: "BAD_USER_INPUT" } });
  });
});
