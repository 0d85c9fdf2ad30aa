/**
 * handle-payment, the invoice download and the digital download through the official
 * @shopware/api-client over real HTTP — the calls a Shopware storefront (and the gateway) makes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import { ACCESS_KEY, validatorFor } from "./helpers.js";
import { refusal } from "./store-api-strict.js";
import { createAccountPlatform, STOREFRONT } from "./account-helpers.js";
import { customer, orderById, placeOrder } from "./payment-fixtures.js";

const { app } = createAccountPlatform();
let baseURL = "";
beforeAll(async () => {
  baseURL = `${await app.listen({ port: 0, host: "127.0.0.1" })}/store-api`;
});
afterAll(async () => app.close());

const clientFor = (token: string) => createAPIClient<operations>({ baseURL, accessToken: ACCESS_KEY, contextToken: token });
const FINISH = `${STOREFRONT}/finish`;
const ERROR = `${STOREFRONT}/error`;


describe("payments and documents through the official api-client", () => {
  it("handle-payment (POST and GET), document download, order download after paying", async () => {
    const token = await customer(app, "client");
    const client = clientFor(token);

    const order = await placeOrder(app, token, "twint", ["SW30001"]);
    const started = await client.invoke("handlePaymentMethod post /handle-payment", { body: { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR } });
    expect(started.status).toBe(200);
    expect(validatorFor("paths/~1handle-payment/post/responses/200/content/application/json/schema")(started.data)).toEqual([]);
    const redirectUrl = (started.data as { redirectUrl: string }).redirectUrl;
    expect(redirectUrl).toMatch(/\/__platform\/payment\/[A-Za-z0-9]{40}$/);

    const refused = await refusal(
      client.invoke("handlePaymentMethod post /handle-payment", { body: { orderId: order.id, finishUrl: "https://evil.example/", errorUrl: ERROR } }),
    );
    expect(refused).toEqual({ status: 400, codes: ["CHECKOUT__PAYMENT_INVALID_RETURN_URL"] });

    const invoiceOrder = await placeOrder(app, token, "invoice");
    const sync = await client.invoke("handlePaymentMethodGet get /handle-payment", { query: { orderId: invoiceOrder.id, finishUrl: FINISH, errorUrl: ERROR } });
    expect(sync.data).toEqual({ redirectUrl: null });

    const listed = await orderById(app, token, order.id);
    const download = listed.lineItems.flatMap((l) => l.downloads ?? [])[0]!;
    const notYet = await refusal(client.invoke("orderDownloadFile get /order/download/{orderId}/{downloadId}", { pathParams: { orderId: order.id, downloadId: download.id }, accept: "application/octet-stream" }));
    expect(notYet).toEqual({ status: 403, codes: ["CHECKOUT__ORDER_DOWNLOAD_NOT_ACCESSIBLE"] });

    const paid = await fetch(`${baseURL.replace(/\/store-api$/, "")}${new URL(redirectUrl).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    expect(paid.status).toBe(303);

    const file = await client.invoke("orderDownloadFile get /order/download/{orderId}/{downloadId}", { pathParams: { orderId: order.id, downloadId: download.id }, accept: "application/octet-stream" });
    expect(file.status).toBe(200);
    const fileBytes = Buffer.from(await (file.data as unknown as Blob).arrayBuffer());
    expect(fileBytes.subarray(0, 5).toString()).toBe("%PDF-");

    const invoice = listed.documents!.find((d) => d.documentType.technicalName === "invoice")!;
    const pdf = await client.invoke("download post /document/download/{documentId}/{deepLinkCode}", {
      pathParams: { documentId: invoice.id, deepLinkCode: invoice.deepLinkCode },
    });
    expect(pdf.status).toBe(200);
    const pdfBytes = Buffer.from(await (pdf.data as unknown as Blob).arrayBuffer());
    expect(pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");

    const stranger = clientFor(await customer(app, "client-b"));
    const foreign = await refusal(
      stranger.invoke("download post /document/download/{documentId}/{deepLinkCode}", { pathParams: { documentId: invoice.id, deepLinkCode: invoice.deepLinkCode } }),
    );
    expect(foreign).toEqual({ status: 403, codes: ["DOCUMENT__CUSTOMER_NOT_LOGGED_IN"] });
  });
});
