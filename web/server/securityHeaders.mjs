/**
 * The shop's security headers (issue 19): the one definition of what every answer of the web server says about
 * framing, sniffing, referrers, powerful browser features, transport and content sources.
 *
 * Pages are rendered by React Router, which alone knows a page's inline scripts and route: entry.server.tsx sets the
 * page's Content-Security-Policy (with the hashes of its own inline scripts, app/http/pageSecurity.ts) and its
 * Permissions-Policy from the functions here. Everything else — assets, `.data`, `/graphql`, files, redirects, the
 * error handler's 400 — gets the defaults of `securityHeaders`, applied when the answer's head is written, so a header
 * the handler set is never doubled (React Router's express adapter appends its headers).
 */

const SELF = "'self'";

/** Browser features no page of the shop uses: off for the page and every frame in it. */
const FEATURES_OFF = [
  "accelerometer",
  "camera",
  "display-capture",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
];

export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** Headers every answer carries, whatever it holds. */
export const BASE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Old browsers' frame-ancestors 'none'.
  "X-Frame-Options": "DENY",
};

/** Answers that are not pages (JSON, scripts, images, files, plain-text errors) load and run nothing. */
export const STRICT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** `geolocation` only where a page asks for the shopper's position (the pharmacy finder's "near me"). */
export function permissionsPolicy({ geolocation = false } = {}) {
  return [...FEATURES_OFF.map((feature) => `${feature}=()`), `geolocation=(${geolocation ? "self" : ""})`].join(", ");
}

function httpOrigin(value) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Origins pages load images and videos from besides their own (the gateway's default: media on the shop's origin):
 * MEDIA_PUBLIC_URL's when it is an absolute URL (a CDN), and CSP_MEDIA_ORIGINS, comma-separated (a Shopware's media
 * host or CDN whose URLs pass unchanged, as with MEDIA_PUBLIC_URL=upstream). A malformed entry stops the server.
 */
export function mediaOrigins(env = process.env) {
  const origins = [];
  const cdn = env.MEDIA_PUBLIC_URL ? httpOrigin(env.MEDIA_PUBLIC_URL) : undefined;
  if (cdn) origins.push(cdn);
  for (const entry of (env.CSP_MEDIA_ORIGINS ?? "").split(",").map((part) => part.trim()).filter(Boolean)) {
    const origin = httpOrigin(entry);
    if (!origin) throw new Error(`CSP_MEDIA_ORIGINS: "${entry}" is not an http(s) origin (e.g. https://media.example.ch)`);
    origins.push(origin);
  }
  return [...new Set(origins)];
}

const CONFIGURED_MEDIA_ORIGINS = mediaOrigins();

/**
 * A page's policy: scripts only from the shop's origin plus its own inline scripts by hash (never 'unsafe-inline',
 * so markup injected through content cannot run); inline styles stay allowed for React's style attributes.
 */
export function pageContentSecurityPolicy({ scriptHashes = [], media = CONFIGURED_MEDIA_ORIGINS } = {}) {
  const mediaSources = [SELF, ...media];
  const directives = [
    ["default-src", SELF],
    ["script-src", SELF, ...scriptHashes.map((hash) => `'${hash}'`)],
    ["style-src", SELF, "'unsafe-inline'"],
    ["img-src", ...mediaSources, "data:", "blob:"],
    ["media-src", ...mediaSources],
    ["font-src", SELF],
    ["connect-src", SELF],
    // No page embeds a frame (CMS videos are links to their provider).
    ["frame-src", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", SELF],
    ["base-uri", SELF],
    ["object-src", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

function isHtml(contentType) {
  return /^\s*text\/html\b/i.test(String(contentType ?? ""));
}

/**
 * Express middleware, first after `trust proxy` is set: `request.protocol` is then the trusted one (a client's own
 * X-Forwarded-Proto never turns HSTS on). An HTML answer without a policy of its own (not a React Router page) gets
 * the page policy without inline scripts.
 */
export function securityHeaders(request, response, next) {
  const https = request.protocol === "https";
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithSecurityHeaders(...args) {
    const defaults = {
      ...BASE_HEADERS,
      ...(https ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
      "Content-Security-Policy": isHtml(this.getHeader("content-type")) ? pageContentSecurityPolicy() : STRICT_CONTENT_SECURITY_POLICY,
      "Permissions-Policy": permissionsPolicy(),
    };
    for (const [name, value] of Object.entries(defaults)) if (!this.hasHeader(name)) this.setHeader(name, value);
    return writeHead.apply(this, args);
  };
  next();
}
