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

/** What a mail rendered after its commit is rendered with: the template's variables (and its one link). */
export interface LaterMail {
  vars: Record<string, string>;
  link?: string;
}

/** Builds a pending mail's variables from what `sourceId` names (e.g. the committed order); throws if it cannot. */
export type LaterRenderer = (sourceId: string, lang: MailLang) => LaterMail;

/**
 * When pending mails are rendered: once no new one has been queued for QUIET_MS (a burst of orders is over),
 * at the latest MAX_WAIT_MS after the oldest (under steady load), BATCH at a time so a backlog does not hold
 * the event loop in one piece. Readers of the outbox render what is pending first, so nobody sees an empty mail.
 */
const QUIET_MS = 50;
const MAX_WAIT_MS = 1_000;
const BATCH = 10;

interface PendingRow {
  id: string;
  template: MailTemplate;
  locale: MailLang;
  source_id: string;
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
  private readonly renderers = new Map<MailTemplate, { render: LaterRenderer; log: (err: unknown, msg: string) => void }>();
  private timer: NodeJS.Timeout | undefined;
  private lastQueuedAt = 0;
  private oldestQueuedAt = 0;
  private log: (err: unknown, msg: string) => void = (err, msg) => console.error(msg, err);

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

  /** How `template`'s mails queued with `sendLater` are rendered; `log` gets a rendering that failed (the mail stays pending). */
  renderLater(template: MailTemplate, render: LaterRenderer, log: (err: unknown, msg: string) => void): void {
    this.renderers.set(template, { render, log });
    this.log = log;
  }

  /**
   * Queues a mail rendered later from `sourceId` (see renderLater): the row — recipient, template, locale, time,
   * source — is written now, in the caller's transaction, so it commits (or rolls back) with the write that causes
   * it; subject and bodies are filled in by `deliver`. Returns the mail's id.
   */
  sendLater(to: string, template: MailTemplate, lang: MailLang, sourceId: string): string {
    const id = idFor(`mail:${randomToken()}`);
    this.db
      .prepare(
        `INSERT INTO mail_outbox (id, to_address, template, locale, subject, text_body, html_body, links, sent_via, created_at, source_id, pending)
         VALUES (?, ?, ?, ?, '', '', '', '[]', 'outbox', ?, ?, 1)`,
      )
      .run(id, to.toLowerCase(), template, lang, this.now().toISOString(), sourceId);
    this.schedule();
    return id;
  }

  /**
   * Renders pending mails (oldest first, at most `limit`) into their rows. Each row is filled by one UPDATE that
   * also clears `pending`, and only while it is still pending: a mail is rendered into its row once, whoever
   * (another process on the same file, a reader, the timer, the next start) gets there first. A mail whose
   * rendering fails is logged and stays pending for the next delivery. Returns how many were rendered.
   */
  deliver(limit = Number.MAX_SAFE_INTEGER): number {
    const pending = this.db
      .prepare("SELECT id, template, locale, source_id FROM mail_outbox WHERE pending = 1 ORDER BY created_at, rowid LIMIT ?")
      .all(limit) as PendingRow[];
    const fill = this.db.prepare("UPDATE mail_outbox SET subject = ?, text_body = ?, html_body = ?, links = ?, pending = 0 WHERE id = ? AND pending = 1");
    let rendered = 0;
    for (const row of pending) {
      const renderer = this.renderers.get(row.template);
      if (!renderer) continue;
      try {
        const { vars, link } = renderer.render(row.source_id, row.locale);
        const mail = renderMail(row.template, row.locale, vars, link);
        rendered += fill.run(mail.subject, mail.text, mail.html, JSON.stringify(mail.links), row.id).changes;
      } catch (err) {
        renderer.log(err, `${row.template} mail ${row.id} could not be rendered`);
      }
    }
    return rendered;
  }

  /** Stops the delivery timer (the platform closes): what is still pending is rendered at the next start or read. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.lastQueuedAt = performance.now();
    if (this.timer) return;
    this.oldestQueuedAt = this.lastQueuedAt;
    this.arm(QUIET_MS);
  }

  private arm(ms: number): void {
    this.timer = setTimeout(() => this.tick(), ms);
    this.timer.unref();
  }

  /** One timer per quiet period rather than one per queued mail: it waits again while mails keep coming. */
  private tick(): void {
    const now = performance.now();
    const quietFor = now - this.lastQueuedAt;
    if (quietFor < QUIET_MS && now - this.oldestQueuedAt < MAX_WAIT_MS) return this.arm(QUIET_MS - quietFor);
    this.timer = undefined;
    // closed without stop() (a test's database): what is pending is rendered at the next start
    if (!this.db.open) return;
    let more = false;
    try {
      more = this.deliver(BATCH) === BATCH;
    } catch (err) {
      // a timer's exception would end the process; the mails stay pending for the next reader, timer or start
      this.log(err, "mail delivery failed");
    }
    if (more) {
      this.oldestQueuedAt = Number.NEGATIVE_INFINITY;
      this.arm(0);
    }
  }

  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string, limit = 200): OutboxMail[] {
    this.deliverPending();
    const rows = to
      ? this.db.prepare("SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT ?").all(to.toLowerCase(), limit)
      : this.db.prepare("SELECT * FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit);
    return (rows as OutboxRow[]).map(toMail);
  }

  clear(): void {
    this.db.prepare("DELETE FROM mail_outbox").run();
  }

  get(id: string): OutboxMail | undefined {
    this.deliverPending();
    const row = this.db.prepare("SELECT * FROM mail_outbox WHERE id = ?").get(id) as OutboxRow | undefined;
    return row ? toMail(row) : undefined;
  }

  /** Readers never see a pending (empty) mail: what is pending is rendered first. */
  private deliverPending(): void {
    if (this.db.prepare("SELECT 1 FROM mail_outbox WHERE pending = 1 LIMIT 1").get()) this.deliver();
  }
}
