import { pages } from '@agency/contracts/pages';
import type { PageEntry } from '@agency/shared-auth/route-table';
import { copy } from './copy';

const image = 'og/academy.png';
const page = pages.academy;

/** The academy remote's pages: tutorials and certificates. */
export const routes: PageEntry[] = [
  { path: page.tutorials, expose: 'Tutorials', module: 'tutorials', meta: { title: copy.tutorials.metaTitle, description: copy.tutorials.metaDescription, public: true, image } },
  {
    path: page.tutorialDetail,
    expose: 'TutorialDetail', module: 'tutorial-detail',
    // Indexable; the tutorials live in the database, so the sitemap lists them from the API's 'tutorials' list.
    meta: { title: copy.detail.fallbackMetaTitle, description: copy.detail.fallbackMetaDescription, public: true, image, sitemapSource: 'tutorials' },
  },
  // A certificate names its holder: verifiable by its link, never listed by search engines.
  { path: page.certificate, expose: 'Certificate', module: 'certificate', ssr: true, meta: { title: copy.certificate.metaTitle, description: copy.certificate.metaDescription, public: false, image } },
];
