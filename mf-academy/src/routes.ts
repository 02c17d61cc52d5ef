import type { RemoteRoute } from '@agency/shared-auth/src/route-table';
import { copy } from './copy';

const image = 'og/academy.png';

/** The academy remote's pages: tutorials and certificates. */
export const routes: RemoteRoute[] = [
  { path: '/tutorials', expose: 'Tutorials', meta: { title: copy.tutorials.metaTitle, description: copy.tutorials.metaDescription, public: true, image } },
  {
    path: '/tutorial-detail/:id',
    expose: 'TutorialDetail',
    // Indexable, but not in the sitemap: the tutorials live in the database; /tutorials links each one.
    meta: { title: copy.detail.fallbackMetaTitle, description: copy.detail.fallbackMetaDescription, public: true, image },
  },
  // A certificate names its holder: verifiable by its link, never listed by search engines.
  { path: '/certificate/:id', expose: 'Certificate', ssr: true, meta: { title: copy.certificate.metaTitle, description: copy.certificate.metaDescription, public: false, image } },
];
