import type { FastifyInstance } from "fastify";
import type { MailOutbox, OutboxMail } from "./outbox.js";
import { escapeHtml } from "./templates.js";
import { errorBody } from "../http/errors.js";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}.mail{border:1px solid #ccc;padding:1rem;border-radius:6px}
pre{white-space:pre-wrap}</style></head><body>${body}</body></html>`;

/** Autolinks URLs in already-escaped text (the only markup added is our own <a>). */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

function detail(m: OutboxMail): string {
  return page(
    m.subject,
    `<p><a href="/__platform/mailbox">&larr; Mailbox</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<p>An: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.locale)} · ${escapeHtml(m.template)}</p>
<div class="mail"><pre>${linkify(escapeHtml(m.text))}</pre></div>
<h2>Links</h2><ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join("")}</ul>`,
  );
}

/**
 * The demo's inbox: GET /__platform/mailbox (HTML list, ?to= filter), /__platform/mailbox/{id}
 * (one mail, links clickable) and GET /__platform/mails?to= (JSON for tests that follow links).
 */
export function mailRoutes(app: FastifyInstance, outbox: MailOutbox): void {
  app.get("/__platform/mails", async (req) => {
    const { to } = req.query as { to?: string };
    return { mails: outbox.list(typeof to === "string" && to ? to : undefined) };
  });

  app.get("/__platform/mailbox", async (req, reply) => {
    const { to } = req.query as { to?: string };
    const mails = outbox.list(typeof to === "string" && to ? to : undefined);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="/__platform/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.locale)}</td></tr>`,
      )
      .join("");
    reply.type("text/html; charset=utf-8");
    return page(
      "Mailbox",
      `<h1>Mailbox</h1><form><label>Empfänger <input name="to" type="email" value="${escapeHtml(to ?? "")}"></label> <button>Filtern</button></form>
<table><thead><tr><th>Gesendet</th><th>An</th><th>Betreff</th><th>Sprache</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Keine E-Mails</td></tr>'}</tbody></table>`,
    );
  });

  app.delete("/__platform/mails", async (_req, reply) => {
    outbox.clear();
    return reply.code(204).send();
  });

  app.get("/__platform/mailbox/:id", async (req, reply) => {
    const mail = outbox.get((req.params as { id: string }).id);
    if (!mail) return reply.code(404).send(errorBody(404, "FRAMEWORK__ROUTE_NOT_FOUND", "Mail not found"));
    reply.type("text/html; charset=utf-8");
    return detail(mail);
  });
}
