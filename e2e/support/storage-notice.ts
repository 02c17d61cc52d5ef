import type { BrowserContext } from '@playwright/test';

/**
 * Answers the storage notice ("Essential only", or "Allow speed data" with `{ fieldData: true }`) in every page of the context before the site runs, as a
 * returning visitor would have: for shots and journeys that are not about the notice. Its key and format are
 * shared-auth's consent record (`@agency/shared-auth/consent`).
 */
export async function answerStorageNotice(context: BrowserContext, answer: { fieldData: boolean } = { fieldData: false }): Promise<void> {
  await context.addInitScript((fieldData: boolean) => {
    try {
      if (!localStorage.getItem('tms.storageConsent')) {
        localStorage.setItem('tms.storageConsent', JSON.stringify({ v: 1, at: new Date(0).toISOString(), purposes: { 'field-data': fieldData } }));
      }
    } catch {
      // A page without storage shows the notice; nothing else depends on it.
    }
  }, answer.fieldData);
}
