import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { contextLang, requireCustomer } from "../account/services.js";
import { SYSTEM_LANGUAGE_ID } from "../ids.js";
import type { MailLang } from "../mail/templates.js";
import { translatedName } from "../document/invoice-data.js";
import { PaymentService, SIMULATOR_ACTIONS, type PaymentSessionView, type SimulatorAction } from "./payment-service.js";
import { donePage, gonePage, invalidActionText, simulatorPage } from "./simulator-page.js";

/** Store API: `GET|POST /store-api/handle-payment` (Shopware's HandlePaymentMethodRoute). */
export function paymentRoutes(app: FastifyInstance, deps: Deps, payments: PaymentService): void {
  const handle = async (req: FastifyRequest) => {
    const customer = requireCustomer(deps.accounts, req, { allowGuest: true });
    const query = (req.query ?? {}) as Record<string, unknown>;
    const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const input = { ...query, ...body };
    return payments.handle(input, customer.id, req.sw.languageId, payments.publicUrl ?? deps.baseUrl(req));
  };
  app.get("/store-api/handle-payment", handle);
  app.post("/store-api/handle-payment", handle);
}

/**
 * The payment provider simulator (`/__platform/payment/{token}`): outside /store-api (the shopper's
 * browser comes here without an access key), a test double for TWINT, card, PostFinance and wallet
 * providers. The unguessable single-use token is the only credential, so the form needs no CSRF token.
 */
export function paymentSimulatorRoutes(app: FastifyInstance, deps: Deps, payments: PaymentService): void {
  const langOf = (languageId: string): MailLang => contextLang(deps.accounts, languageId);
  const methodName = (paymentMethodId: string, languageId: string) =>
    translatedName(deps.db, "payment_method_translation", "payment_method_id", paymentMethodId, languageId);

  const html = (reply: FastifyReply, status: number, body: string, formTargets: string[] = []) =>
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      // the token is in the URL: never hand it to the storefront in a Referer
      .header("referrer-policy", "no-referrer")
      .header("x-frame-options", "DENY")
      .header("x-content-type-options", "nosniff")
      .header(
        "content-security-policy",
        `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'${formTargets.map((o) => ` ${o}`).join("")}`,
      )
      .send(body);

  // a paid order goes back to the finish page, anything else to the error page (retry offered there)
  const backTo = (s: PaymentSessionView) => (s.transactionState === "paid" ? s.finishUrl : s.errorUrl) ?? s.finishUrl;

  const originsOf = (...urls: (string | null)[]) =>
    [...new Set(urls.filter((u): u is string => !!u).map((u) => new URL(u).origin))];

  app.register(async (sim) => {
    sim.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
    });

    sim.get<{ Params: { token: string } }>("/__platform/payment/:token", async (req, reply) => {
      const found = payments.lookup(req.params.token);
      if (found.kind === "missing") return html(reply, 404, gonePage(langOf(SYSTEM_LANGUAGE_ID), "missing"));
      const s = found.session;
      const lang = langOf(s.languageId);
      if (found.kind === "gone") return html(reply, 410, gonePage(lang, "gone", backTo(s)));
      return html(
        reply,
        200,
        simulatorPage(lang, { token: s.token, orderNumber: s.orderNumber, amount: s.amount, methodName: methodName(s.paymentMethodId, s.languageId) }),
        originsOf(s.finishUrl, s.errorUrl),
      );
    });

    sim.post<{ Params: { token: string } }>("/__platform/payment/:token", async (req, reply) => {
      const action = ((req.body ?? {}) as Record<string, unknown>).action;
      if (typeof action !== "string" || !(action in SIMULATOR_ACTIONS)) {
        const found = payments.lookup(req.params.token);
        if (found.kind !== "open") {
          const lang = langOf(found.kind === "gone" ? found.session.languageId : SYSTEM_LANGUAGE_ID);
          return html(reply, found.kind === "gone" ? 410 : 404, gonePage(lang, found.kind, found.kind === "gone" ? backTo(found.session) : null));
        }
        const s = found.session;
        const lang = langOf(s.languageId);
        const page = simulatorPage(lang, { token: s.token, orderNumber: s.orderNumber, amount: s.amount, methodName: methodName(s.paymentMethodId, s.languageId), error: invalidActionText(lang) });
        return html(reply, 400, page, originsOf(s.finishUrl, s.errorUrl));
      }
      const result = payments.decide(req.params.token, action as SimulatorAction);
      if (result.kind === "missing") return html(reply, 404, gonePage(langOf(SYSTEM_LANGUAGE_ID), "missing"));
      const lang = langOf(result.session.languageId);
      if (result.kind === "gone") return html(reply, 410, gonePage(lang, "gone", backTo(result.session)));
      // 303: the browser follows a form POST with a GET of the storefront page
      if (result.redirect) return reply.code(303).header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(result.redirect, 303);
      return html(reply, 200, donePage(lang, action as SimulatorAction));
    });
  });
}

/**
 * One payment service per platform, shared by handle-payment and the simulator. The simulator link is
 * opened by the shopper's browser, not by the gateway that asked for it: where the gateway reaches the
 * platform under an internal name (compose: http://platform:8000), PLATFORM_PAYMENT_PUBLIC_URL gives the
 * origin browsers use; otherwise the platform's public URL (PLATFORM_PUBLIC_URL) or the request's Host.
 */
export function createPayments(deps: Deps, env: NodeJS.ProcessEnv = process.env): PaymentService {
  const publicUrl = env.PLATFORM_PAYMENT_PUBLIC_URL?.trim().replace(/\/$/, "") || undefined;
  return new PaymentService(deps.db, deps.accounts.config, deps.accounts.now, publicUrl);
}
