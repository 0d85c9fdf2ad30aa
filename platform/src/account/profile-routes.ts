import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { replaceContextToken } from "./session.js";
import { requireCustomer, success } from "./services.js";
import { readBirthday } from "./profile-input.js";
import { bodyOf, Violations } from "./violations.js";

/** The logged-in customer (guests too): read, change profile and language, delete the account. */
export function profileRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;

  const customerRoute = async (req: FastifyRequest) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    return svc.customers.entity(c, req.sw.languageIdChain, req.sw.payload);
  };
  app.post("/store-api/account/customer", customerRoute);
  app.get("/store-api/account/customer", customerRoute);

  app.post("/store-api/account/change-profile", async (req) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    const body = bodyOf(req.body);
    const v = new Violations();
    const salutationId = v.entity("/salutationId", body.salutationId, "salutation", (id) => svc.reference.salutationExists(id), false);
    const firstName = v.string("/firstName", body.firstName, { required: true });
    const lastName = v.string("/lastName", body.lastName, { required: true });
    const title = v.string("/title", body.title, { max: 100 });
    const birthday = readBirthday(v, body, svc.now());
    v.throwIfAny();
    const now = svc.now().toISOString();
    db.prepare(
      `UPDATE customer SET salutation_id = ?, first_name = ?, last_name = ?, title = ?, birthday = ?, updated_at = ?, last_activity_at = ? WHERE id = ?`,
    ).run(
      salutationId ?? (body.salutationId === undefined ? c.salutation_id : null), firstName, lastName,
      title ?? (body.title === undefined ? c.title : null), birthday === null && !("birthdayDay" in body) && !("birthday" in body) ? c.birthday : birthday ?? null,
      now, now, c.id,
    );
    return success();
  });

  app.post("/store-api/account/change-language", async (req) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    const body = bodyOf(req.body);
    const v = new Violations();
    const languages = svc.system.salesChannelLanguageIds(c.sales_channel_id);
    const languageId = v.entity("/languageId", body.languageId, "language", (id) => languages.includes(id), true);
    v.throwIfAny();
    // the customer's language decides the language of later mails (e.g. order mails)
    db.prepare("UPDATE customer SET language_id = ?, updated_at = ? WHERE id = ?").run(languageId, svc.now().toISOString(), c.id);
    return success();
  });

  // Self-service account deletion (privacy): data cascades like in the retention job.
  app.delete("/store-api/account/customer", async (req, reply) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    db.transaction(() => {
      db.prepare("DELETE FROM sales_channel_api_context WHERE customer_id = ?").run(c.id);
      db.prepare("DELETE FROM customer WHERE id = ?").run(c.id);
    })();
    replaceContextToken(db, deps.contexts, req, reply, null);
    return reply.code(204).send();
  });
}
