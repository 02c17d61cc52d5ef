import { useSearchParams } from '@agency/shared-ui';

/** The query parameter staff open a page with to see the catalogue's unpublished draft on it. */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_DRAFT = 'draft';

/** Whether this page is shown as a preview of the draft (`?preview=draft`). */
export function usePreview(): boolean {
  const [params] = useSearchParams();
  return params.get(PREVIEW_PARAM) === PREVIEW_DRAFT;
}

/**
 * The query every catalogue read of the page sends: `{ preview: 'draft' }` in a preview (the API answers staff
 * alone, never cached), else none, so the published answer is the one the site's cache and CDN can share.
 */
export function useCatalogueSearch(): { preview: typeof PREVIEW_DRAFT } | undefined {
  return usePreview() ? { preview: PREVIEW_DRAFT } : undefined;
}
