import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What Paystack's inline checkout (@paystack/inline-js) loads into the page that pays. */
export const PAYSTACK = {
  script: ['https://js.paystack.co', 'https://checkout.paystack.com'],
  frame: ['https://checkout.paystack.com', 'https://standard.paystack.co'],
  connect: ['https://api.paystack.co'],
} as const;

export interface RemotesManifest {
  apiBase?: string;
  remotes?: Record<string, string>;
}

/** The origins of absolute URLs; relative ones are this site ('self'). Anything unparsable is left out, never widened to '*'. */
function originsOf(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed entry fails to load anyway; it must not loosen the policy.
    }
  }
  return [...origins].sort();
}

/**
 * The page's Content-Security-Policy, from the remotes manifest in force: scripts, styles, fonts,
 * images and fetches from this site, each remote's origin and Paystack's checkout; the API base too.
 * No inline or eval'd script anywhere. styled-components writes <style> tags at run time and the
 * shell's index.html carries its first-paint <style>, so styles (only) allow 'unsafe-inline'.
 */
export function contentSecurityPolicy(manifest: RemotesManifest): string {
  const remotes = originsOf(Object.values(manifest.remotes ?? {}));
  const api = originsOf([manifest.apiBase]);
  const list = (...groups: readonly string[][]) => ["'self'", ...new Set(groups.flat())].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(remotes, [...PAYSTACK.script])}`,
    `style-src ${list(remotes)} 'unsafe-inline'`,
    `img-src ${list(remotes)} data: blob:`,
    `font-src ${list(remotes)} data:`,
    `connect-src ${list(remotes, api, [...PAYSTACK.connect])}`,
    `frame-src ${list([...PAYSTACK.frame])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Powerful features the site never uses stay off; payment only for this page and Paystack's frame. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://checkout.paystack.com")';
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export type HstsMode = 'auto' | 'on' | 'off';

export interface SecurityHeaderOptions {
  /** 'auto': only on requests that arrived over TLS (directly, or per X-Forwarded-Proto from a trusted proxy). */
  hsts: HstsMode;
  /** The manifest in force for this request (re-read per request, so the policy follows a redeployed remote). */
  manifest: () => Promise<RemotesManifest>;
}

/**
 * Headers on every response the site sends, whatever produced it (the shell's pages, static files and
 * their precompressed copies, remotes' files, the API's answers, 404s): nosniff, Permissions-Policy,
 * HSTS; HTML also gets the CSP and framing rules.
 * The hook is a callback, not an async function: the API's JSON and the files, most of what the site
 * sends, need no manifest and so nothing to wait for. The policy is worked out again only when the
 * manifest in force changes (the default one is a single object; a file's is re-read per request).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const tls = (request: FastifyRequest) => request.protocol === 'https';
  let policyFor: { manifest: RemotesManifest; policy: string } | undefined;
  const policy = (manifest: RemotesManifest) => {
    if (policyFor?.manifest !== manifest) policyFor = { manifest, policy: contentSecurityPolicy(manifest) };
    return policyFor.policy;
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('permissions-policy')) reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (options.hsts === 'on' || (options.hsts === 'auto' && tls(request))) reply.header('Strict-Transport-Security', HSTS_VALUE);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return done(null, payload);
    options.manifest().then(
      (manifest) => {
        reply.header('Content-Security-Policy', policy(manifest));
        reply.header('X-Frame-Options', 'DENY');
        if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
}
