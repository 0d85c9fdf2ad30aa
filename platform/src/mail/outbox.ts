import type { Db } from "../db/connection.js";
import { idFor, randomToken } from "../ids.js";
import { renderMail, type MailLang, type MailTemplate } from "./templates.js";

export interface OutboxMail {
  id: string;
  to: string;
  template: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

interface OutboxRow {
  id: string;
  to_address: string;
  template: string;
  locale: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string;
  created_at: string;
}

const toMail = (r: OutboxRow): OutboxMail => ({
  id: r.id,
  to: r.to_address,
  template: r.template,
  locale: r.locale,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  links: JSON.parse(r.links) as string[],
  createdAt: r.created_at,
});

/**
 * Every mail the platform sends is rendered and stored here (the shop's delivery log). Real SMTP
 * delivery (PLATFORM_SMTP_URL) is not implemented: the mailbox page is the inbox of this demo.
 */
export class MailOutbox {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  send(to: string, template: MailTemplate, lang: MailLang, vars: Record<string, string>, link?: string): OutboxMail {
    const mail = renderMail(template, lang, vars, link);
    const createdAt = this.now().toISOString();
    const id = idFor(`mail:${randomToken()}`);
    this.db
      .prepare(
        `INSERT INTO mail_outbox (id, to_address, template, locale, subject, text_body, html_body, links, sent_via, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'outbox', ?)`,
      )
      .run(id, to.toLowerCase(), template, lang, mail.subject, mail.text, mail.html, JSON.stringify(mail.links), createdAt);
    return { id, to: to.toLowerCase(), template, locale: lang, subject: mail.subject, text: mail.text, html: mail.html, links: mail.links, createdAt };
  }

  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string, limit = 200): OutboxMail[] {
    const rows = to
      ? this.db.prepare("SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT ?").all(to.toLowerCase(), limit)
      : this.db.prepare("SELECT * FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit);
    return (rows as OutboxRow[]).map(toMail);
  }

  clear(): void {
    this.db.prepare("DELETE FROM mail_outbox").run();
  }

  get(id: string): OutboxMail | undefined {
    const row = this.db.prepare("SELECT * FROM mail_outbox WHERE id = ?").get(id) as OutboxRow | undefined;
    return row ? toMail(row) : undefined;
  }
}
