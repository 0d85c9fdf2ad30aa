/**
 * A browser-like GraphQL client for integration tests: keeps the gateway's cookies (a tiny cookie
 * jar) and records the Set-Cookie headers of the last response, so tests can check rotation and
 * cookie attributes over real HTTP.
 */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
  raw: string;
}

export function parseSetCookie(raw: string): SetCookie {
  const [pair = "", ...attrs] = raw.split(";");
  const eq = pair.indexOf("=");
  const attributes: Record<string, string | true> = {};
  for (const attr of attrs) {
    const [key = "", ...rest] = attr.trim().split("=");
    if (key) attributes[key.toLowerCase()] = rest.length ? rest.join("=") : true;
  }
  return { name: pair.slice(0, eq).trim(), value: decodeURIComponent(pair.slice(eq + 1).trim()), attributes, raw };
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export class GatewayClient {
  readonly cookies = new Map<string, string>();
  lastSetCookies: SetCookie[] = [];
  lastText = "";
  /** Headers of the last response (e.g. retry-after). */
  lastHeaders: Headers = new Headers();

  constructor(
    readonly url: string,
    public locale: "de" | "it" | "fr" = "de",
    /** Sent with every request, e.g. a trusted proxy's x-forwarded-for. */
    readonly headers: Record<string, string> = {},
  ) {}

  get token(): string | undefined {
    return this.cookies.get("sw-context-token");
  }

  async gql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLBody<T>> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    const response = await fetch(`${this.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-shop-locale": this.locale,
        ...this.headers,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    this.lastHeaders = response.headers;
    this.lastSetCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const c of this.lastSetCookies) {
      if (c.value === "" || c.attributes["max-age"] === "0") this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    this.lastText = await response.text();
    return JSON.parse(this.lastText) as GraphQLBody<T>;
  }

  /** Runs an operation that must not produce GraphQL errors and returns its data. */
  async data<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = await this.gql<T>(query, variables);
    if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  }
}

export interface OutboxMail {
  id: string;
  to: string;
  template: string;
  locale: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The platform's outbox (GET /__platform/mails?to=), newest last. */
export async function mailsTo(platformUrl: string, to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${platformUrl}/__platform/mails?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { mails: OutboxMail[] };
  // The platform lists newest first.
  return [...body.mails].reverse();
}

/** A new, unlinked loyalty card with its PIN, issued by the platform's dev tools (a pharmacy at the counter). */
export async function issueLoyaltyCard(platformUrl: string, points: number): Promise<{ cardNumber: string; pin: string; points: number }> {
  const response = await fetch(`${platformUrl}/__platform/loyalty-cards`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ points }),
  });
  if (response.status !== 201) throw new Error(`issuing a loyalty card failed: ${response.status}`);
  return (await response.json()) as { cardNumber: string; pin: string; points: number };
}
