import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { verifyPassword } from "./password.js";
import { replaceContextToken } from "./session.js";
import { clientIp, requireCustomer } from "./services.js";
import type { CustomerRow } from "./customer-repository.js";
import { bodyOf } from "./violations.js";

/** Login (throttled per account and per address) and logout. */
export function loginRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;
  // Like Shopware on login: the session continues with the customer's last/default payment method.
  const restoredPayment = (c: CustomerRow) => {
    const available = deps.system.assignedIds("sales_channel_payment_method", "payment_method_id", c.sales_channel_id);
    return c.default_payment_method_id && available.includes(c.default_payment_method_id) ? { paymentMethodId: c.default_payment_method_id } : {};
  };

  app.post("/store-api/account/login", async (req, reply) => {
    const body = bodyOf(req.body);
    const rawEmail = body.email ?? body.username;
    const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
    const password = typeof body.password === "string" ? body.password : "";
    const badCredentials = () => new ShopwareError(401, "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", "Invalid username and/or password.");
    if (!email || !password || password.length > 4096) throw badCredentials();

    const { loginLimits, loginIpLimits, loginResetMs } = svc.config;
    const accountKey = `login-${email}`;
    const ipKey = `login-ip-${clientIp(req)}`;
    svc.limiter.ensureAccepted([{ key: accountKey, steps: loginLimits }, { key: ipKey, steps: loginIpLimits }], loginResetMs);
    // Shopware counts every attempt on the account key and resets it on success.
    svc.limiter.record(accountKey, loginResetMs);

    const customer = svc.customers.registeredByEmail(req.sw.salesChannel.id, email);
    const ok = await verifyPassword(password, customer?.password ?? null);
    // an inactive account is not found (Shopware 6.6+ AccountService::fetchCustomer): bad credentials
    if (!customer || !ok || !customer.active) {
      svc.limiter.record(ipKey, loginResetMs);
      throw badCredentials();
    }
    // AccountService::getCustomerByLogin: only after a valid password, an unconfirmed double opt-in refuses
    if (customer.double_opt_in_registration && customer.double_opt_in_confirm_date === null) {
      throw new ShopwareError(401, "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED", 'The customer with the id "{{ customerId }}" has not completed the opt-in.', {
        customerId: customer.id,
      });
    }
    svc.limiter.reset(accountKey);
    const now = svc.now().toISOString();
    db.prepare("UPDATE customer SET last_login = ?, first_login = COALESCE(first_login, ?), last_activity_at = ? WHERE id = ?").run(now, now, now, customer.id);
    const token = replaceContextToken(db, deps.contexts, req, reply, customer.id, restoredPayment(customer));
    return { contextToken: token, redirectUrl: null, apiAlias: "context_token" };
  });

  app.post("/store-api/account/logout", async (req, reply) => {
    requireCustomer(svc, req, { allowGuest: true });
    const token = replaceContextToken(db, deps.contexts, req, reply, null);
    return { contextToken: token, redirectUrl: null, apiAlias: "context_token" };
  });
}
