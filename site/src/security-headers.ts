import { type HstsMode, registerSecurityHeaders as registerSharedHeaders } from '@agency/api/security-headers';
import type { FastifyInstance } from 'fastify';
import { AFTER_PAINT_HASH } from './after-paint';
import { REPLAY_HASH } from './replay';
import { STORAGE_ANSWERED_HASH } from './storage-answered';

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
 * No eval'd script, and no inline script but the tap-capture script and the after-paint loader of server-rendered
 * pages and the storage notice's head script, each allowed by its hash (REPLAY_HASH, ./replay.ts; AFTER_PAINT_HASH,
 * ./after-paint.ts; STORAGE_ANSWERED_HASH,
 * ./storage-answered.ts), never by 'unsafe-inline'. styled-components writes <style> tags at run time and the
 * shell's index.html carries its first-paint <style>, so styles (only) allow 'unsafe-inline'.
 */
export function contentSecurityPolicy(manifest: RemotesManifest): string {
  const remotes = originsOf(Object.values(manifest.remotes ?? {}));
  const api = originsOf([manifest.apiBase]);
  const list = (...groups: readonly string[][]) => ["'self'", ...new Set(groups.flat())].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(remotes, [...PAYSTACK.script])} ${REPLAY_HASH} ${AFTER_PAINT_HASH} ${STORAGE_ANSWERED_HASH}`,
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

// The policy every answer shares (helmet's headers, COOP, CORP, Permissions-Policy, HSTS over TLS) is the API's
// module: one policy for the API, the pages, the files and a remote's host.
export { HSTS_VALUE, type HstsMode, PERMISSIONS_POLICY } from '@agency/api/security-headers';

export interface SecurityHeaderOptions {
  /** 'auto': only on requests that arrived over TLS (directly, or per X-Forwarded-Proto from a trusted proxy). */
  hsts: HstsMode;
  /** The manifest in force for this request (re-read per request, so the policy follows a redeployed remote). */
  manifest: () => Promise<RemotesManifest>;
}

/**
 * Headers on every response the site sends, whatever produced it (the shell's pages, static files and
 * their precompressed copies, remotes' files, remotes.json, the API's answers, 404s): the shared policy
 * (registerSharedHeaders: nosniff, COOP, CORP, Permissions-Policy, HSTS over TLS…); HTML also gets the CSP
 * and framing rules.
 * The hook is a callback, not an async function: the API's JSON and the files, most of what the site
 * sends, need no manifest and so nothing to wait for. The policy is worked out again only when the
 * manifest in force changes (the default one is a single object; a file's is re-read per request).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  registerSharedHeaders(app, { hsts: options.hsts });
  let policyFor: { manifest: RemotesManifest; policy: string } | undefined;
  const policy = (manifest: RemotesManifest) => {
    if (policyFor?.manifest !== manifest) policyFor = { manifest, policy: contentSecurityPolicy(manifest) };
    return policyFor.policy;
  };
  app.addHook('onSend', (_request, reply, payload, done) => {
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
