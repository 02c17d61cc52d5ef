/**
 * The visitor's answer to the storage notice, kept on this device (localStorage, key `STORAGE_CONSENT_KEY`).
 * Keeping the answer is itself essential storage: it remembers a choice so the notice is not asked again.
 *
 * Purposes that are not essential (today only 'field-data', the anonymous page-speed sample) are off until the
 * visitor allows them. Anything that would set or send something non-essential reads `hasConsent(purpose)` first
 * and, to start as soon as the visitor allows it, listens with `onConsentChange`. React-free and stateless
 * (the device's storage is the state), so any remote or the shell may import it without sharing a singleton.
 */

/** The non-essential purposes the storage notice asks about. */
export type StorageConsentPurpose = 'field-data';

/** The stored answer: when it was given, and each purpose allowed or not. */
export interface StorageConsent {
  /** The format of this record (a new format may ask again). */
  v: 1;
  /** ISO time of the answer. */
  at: string;
  purposes: Record<StorageConsentPurpose, boolean>;
}

export const STORAGE_CONSENT_KEY = 'tms.storageConsent';
/** The window event sent when the answer changes in this tab (other tabs see the `storage` event). */
export const CONSENT_EVENT = 'tms:consent';

function isConsent(value: unknown): value is StorageConsent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StorageConsent>;
  return v.v === 1 && typeof v.at === 'string' && !!v.purposes && typeof v.purposes === 'object';
}

/** The stored answer, or null when the visitor has not answered (or storage is blocked). */
export function readConsent(): StorageConsent | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_CONSENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isConsent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether the visitor allowed this non-essential purpose. False until asked and allowed. */
export function hasConsent(purpose: StorageConsentPurpose): boolean {
  return readConsent()?.purposes[purpose] === true;
}

/** Records the visitor's answer and tells this tab's listeners. */
export function writeConsent(purposes: Record<StorageConsentPurpose, boolean>, now: Date = new Date()): StorageConsent {
  const record: StorageConsent = { v: 1, at: now.toISOString(), purposes };
  try {
    globalThis.localStorage?.setItem(STORAGE_CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Blocked storage: the answer holds for this page only (the notice asks again next visit).
  }
  globalThis.dispatchEvent?.(new CustomEvent(CONSENT_EVENT, { detail: record }));
  return record;
}

/** Calls `listener` whenever the answer changes, in this tab or another; returns the unsubscribe. */
export function onConsentChange(listener: (consent: StorageConsent | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const own = () => listener(readConsent());
  const other = (event: StorageEvent) => {
    if (event.key === STORAGE_CONSENT_KEY) listener(readConsent());
  };
  window.addEventListener(CONSENT_EVENT, own);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(CONSENT_EVENT, own);
    window.removeEventListener('storage', other);
  };
}
