import type { catalogue } from '@agency/contracts';
import { queryClient, useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';
import { refresh } from '../../lib/office-query';

export type CatalogueContent = catalogue.CatalogueContent;
export type OfficeCatalogue = catalogue.OfficeCatalogue;

/** GET /api/office/catalogue: the draft and what is published (asked again on each visit). */
export const useOfficeCatalogue = () => useApiQuery({ ...endpointQuery('GET /api/office/catalogue'), staleTime: 0 });

/** GET /api/office/catalogue/versions: every published version, newest first. */
export const useVersions = () => useApiQuery({ ...endpointQuery('GET /api/office/catalogue/versions'), staleTime: 0 });

const officeKey = endpointKey('GET /api/office/catalogue');

/** The draft as last loaded or saved here (what the next change is made to). */
export const currentDraft = () => queryClient.getQueryData<OfficeCatalogue>(officeKey)?.draft;

/**
 * PUT /api/office/catalogue/draft: the whole draft, with one change made to the draft as last loaded or saved. The
 * answer replaces the cached draft at once, so the next change starts from what the server stored.
 */
export async function saveDraft(change: (draft: CatalogueContent) => CatalogueContent): Promise<OfficeCatalogue> {
  const draft = currentDraft();
  if (!draft) throw new Error('The draft is not loaded.');
  const saved = await callEndpoint('PUT /api/office/catalogue/draft', { body: change(draft) });
  queryClient.setQueryData(officeKey, saved);
  return saved;
}

/** What a publish or a rollback makes stale: the overview, the history, and every public catalogue answer. */
const PUBLISHED = ['office/catalogue', 'catalogue'] as const;

/** POST /api/office/catalogue/publish (409 "There are no changes to publish." when the draft is what is published). */
export async function publishDraft(note: string) {
  const trimmed = note.trim();
  const version = await callEndpoint('POST /api/office/catalogue/publish', { body: trimmed ? { note: trimmed } : {} });
  await refresh(PUBLISHED);
  return version;
}

/** POST /api/office/catalogue/rollback: publishes an earlier version's content again, as a new version. */
export async function rollbackTo(version: number) {
  const made = await callEndpoint('POST /api/office/catalogue/rollback', { body: { version } });
  await refresh(PUBLISHED);
  return made;
}

/** POST /api/office/catalogue/images?name=…: the file's bytes as the body; answers the image as converted. */
export const uploadImage = (file: File) => callEndpoint('POST /api/office/catalogue/images', { search: { name: file.name }, body: file });
