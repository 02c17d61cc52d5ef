import { inlineScriptSource } from './inline-script';

/** Where the shell keeps the visitor's answer to the storage notice (`STORAGE_CONSENT_KEY`, shared-auth/src/consent.ts). */
export const STORAGE_CONSENT_KEY = 'tms.storageConsent';

/**
 * The storage notice is server-rendered, so it paints with the page (shell/src/features/storage-notice). This
 * inline script, first in every composed page's <head>, marks the document `data-storage-answered` before the
 * first paint when this device has already answered, and the notice's style hides it: a returning visitor never
 * sees it flash. Storage that throws (blocked, private modes) leaves the notice shown, as the shell would.
 * Allowed by the Content-Security-Policy through its SHA-256 (STORAGE_ANSWERED_HASH), like the tap-capture script.
 */
export const STORAGE_ANSWERED_SCRIPT = `try{localStorage.getItem(${JSON.stringify(STORAGE_CONSENT_KEY)})&&document.documentElement.setAttribute('data-storage-answered','')}catch(e){}`;

export const STORAGE_ANSWERED_HASH = inlineScriptSource(STORAGE_ANSWERED_SCRIPT);

/** The tags for a page's <head>: the script, and for a browser without JavaScript (which runs nothing non-essential) a style that hides the notice. */
export const storageAnsweredTags = (rendered: boolean): string[] => [
  `<script>${STORAGE_ANSWERED_SCRIPT}</script>`,
  ...(rendered ? ['<noscript><style>[data-storage-notice]{display:none}</style></noscript>'] : []),
];
