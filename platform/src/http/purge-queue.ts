/**
 * The purges the platform owes the web's page cache, sent one at a time (issue 26 item 3): a burst of orders
 * writes stock once per order, and a purge each would make the web and the gateway behind it drop pages and
 * answers twenty times while they serve the burst. While one purge is in flight the tags asked for meanwhile
 * are gathered and go out together as the next one — never dropped, and `all` swallows any tags gathered.
 */
export type Purge = { all: true } | { tags: string[] };

export class PurgeQueue {
  private inFlight = false;
  private all = false;
  private readonly tags = new Set<string>();

  /** `send` settles when the web has answered (or failed: a purge is not retried, the pages' TTL bounds staleness). */
  constructor(
    private readonly send: (what: Purge) => Promise<void>,
    /** More tags than this in one purge: purging everything is cheaper than the list. */
    private readonly maxTags: number,
  ) {}

  add(what: Purge): void {
    if ("all" in what) this.all = true;
    else for (const tag of what.tags) this.tags.add(tag);
    if (this.tags.size > this.maxTags) this.all = true;
    if (this.all) this.tags.clear();
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.inFlight) return;
    this.inFlight = true;
    try {
      while (this.all || this.tags.size > 0) {
        const next: Purge = this.all ? { all: true } : { tags: [...this.tags] };
        this.all = false;
        this.tags.clear();
        await this.send(next);
      }
    } finally {
      this.inFlight = false;
    }
  }
}
