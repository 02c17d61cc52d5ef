import type { RemoteRoute, RouteMeta } from '@agency/shared-auth/src/route-table';
import { aboutCopy } from './copy/about';
import { designCopy } from './copy/design';
import { digitalMarketingCopy } from './copy/digital-marketing';
import { faqsCopy } from './copy/faqs';
import { homeCopy } from './copy/home';
import { mentorshipCopy } from './copy/mentorship';
import { packagesCopy } from './copy/packages';
import { servicesCopy } from './copy/services';
import { caseStudies, workCopy } from './copy/work';

/** The share image of every marketing page, in public/ (copied into the build). */
const image = 'og/marketing.png';
const page = (copy: { metaTitle: string; metaDescription: string }): RouteMeta => ({
  title: copy.metaTitle,
  description: copy.metaDescription,
  public: true,
  image,
});

/** The marketing remote's pages: the public site. Titles and descriptions are the pages' own PageMeta texts. */
export const routes: RemoteRoute[] = [
  { path: '/', expose: 'Home', meta: page(homeCopy) },
  // The spec's alias of /: served, but the sitemap and the canonical link name / alone.
  { path: '/home', expose: 'Home', meta: { ...page(homeCopy), sitemap: false, canonical: '/' } },
  { path: '/about', expose: 'About', meta: page(aboutCopy) },
  { path: '/services', expose: 'Services', meta: page(servicesCopy) },
  { path: '/packages', expose: 'Packages', meta: page(packagesCopy) },
  { path: '/design', expose: 'Design', meta: page(designCopy) },
  { path: '/digital-marketing', expose: 'DigitalMarketing', meta: page(digitalMarketingCopy) },
  { path: '/mentorship/tutorship', expose: 'Mentorship', meta: page(mentorshipCopy) },
  { path: '/faqs', expose: 'Faqs', meta: page(faqsCopy) },
  {
    path: '/work/:slug',
    expose: 'CaseStudy',
    // Public pages (each case study is in the sitemap), though the route's own meta is an unknown slug's: say so.
    ssr: true,
    meta: { title: `${workCopy.notFoundTitle} | Think-Make-Solve Digital`, description: workCopy.notFoundMeta, public: false, image },
    entries: caseStudies.map((study) => ({ params: { slug: study.slug }, title: workCopy.metaTitle(study.title), description: study.summary })),
    // The page shows its not-found text for any other slug; the site answers those 404.
    onlyEntries: true,
  },
];
