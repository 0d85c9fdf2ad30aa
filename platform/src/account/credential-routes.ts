import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { hashPassword, verifyPassword } from "./password.js";
import { dropOtherSessions } from "./session.js";
import { requireCustomer, success } from "./services.js";
import { readNewPassword } from "./profile-input.js";
import { bodyOf, Violations } from "./violations.js";

/** A registered customer's login: email and password changes, both confirmed with the current password. */
export function credentialRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;

  app.post("/store-api/account/change-email", async (req) => {
    const c = requireCustomer(svc, req);
    const body = bodyOf(req.body);
    const v = new Violations();
    const email = v.email("/email", body.email);
    if (email && (typeof body.emailConfirmation !== "string" || body.emailConfirmation.trim().toLowerCase() !== email)) {
      v.notEqual("/emailConfirmation", body.emailConfirmation);
    }
    if (email && svc.customers.emailTaken(c.sales_channel_id, email, c.id)) {
      v.add("/email", "CUSTOMER_EMAIL_NOT_UNIQUE", "The email address {{ email }} is already in use.", { "{{ email }}": email });
    }
    if (typeof body.password !== "string" || !(await verifyPassword(body.password, c.password))) {
      v.add("/password", "CUSTOMER_PASSWORD_NOT_CORRECT", "Your password is wrong", {});
    }
    v.throwIfAny();
    const now = svc.now().toISOString();
    db.prepare("UPDATE customer SET email = ?, updated_at = ?, last_activity_at = ? WHERE id = ?").run(email, now, now, c.id);
    return success();
  });

  app.post("/store-api/account/change-password", async (req) => {
    const c = requireCustomer(svc, req);
    const body = bodyOf(req.body);
    const v = new Violations();
    if (typeof body.password !== "string" || !(await verifyPassword(body.password, c.password))) {
      v.add("/password", "CUSTOMER_PASSWORD_NOT_CORRECT", "Your password is wrong", {});
    }
    const newPassword = readNewPassword(svc, v, "/newPassword", body.newPassword);
    if (newPassword !== undefined && body.newPasswordConfirm !== newPassword) v.notEqual("/newPasswordConfirm", body.newPasswordConfirm);
    v.throwIfAny();
    const now = svc.now().toISOString();
    db.prepare("UPDATE customer SET password = ?, updated_at = ?, last_activity_at = ? WHERE id = ?").run(await hashPassword(newPassword!), now, now, c.id);
    dropOtherSessions(db, c.id, req.sw.token);
    return success();
  });
}
