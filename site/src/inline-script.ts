import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source that allows exactly this inline script ('sha256-…'), worked out from the text
 * the page carries, so the two cannot drift. The tap-capture script (./replay.ts) and the storage notice's head
 * script (./storage-answered.ts) are allowed this way, never by 'unsafe-inline'.
 */
export const inlineScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
