import { pages } from '@agency/contracts/pages';
import type { PageEntry, RouteMeta } from '@agency/shared-auth/route-table';
import { aboutCopy } from './copy/about';
import { designCopy } from './copy/design';
import { digitalMarketingCopy } from './copy/digital-marketing';
import { faqsCopy } from './copy/faqs';
import { homeCopy } from './copy/home';
import { mentorshipCopy } from './copy/mentorship';
import { packagesCopy } from './copy/packages';
import { newsletterLinksCopy } from './copy/newsletter-links';
import { privacyCopy } from './copy/privacy';
import { servicesCopy } from './copy/services';
import { workCopy } from './copy/work';

/** The share image of every marketing page, in public/ (copied into the build). */
const image = 'og/marketing.png';
const page = pages.marketing;
const pageMeta = (copy: { metaTitle: string; metaDescription: string }): RouteMeta => ({
  title: copy.metaTitle,
  description: copy.metaDescription,
  public: true,
  image,
});

/** The marketing remote's pages: the public site. Titles and descriptions are the pages' own PageMeta texts. */
export const routes: PageEntry[] = [
  { path: page.home, expose: 'Home', module: 'home', meta: pageMeta(homeCopy) },
  // The spec's alias of /: served, but the sitemap and the canonical link name / alone.
  { path: page.homeAlias, expose: 'Home', module: 'home', meta: { ...pageMeta(homeCopy), sitemap: false, canonical: page.home } },
  { path: page.about, expose: 'About', module: 'about', meta: pageMeta(aboutCopy) },
  { path: page.services, expose: 'Services', module: 'services', meta: pageMeta(servicesCopy) },
  { path: page.packages, expose: 'Packages', module: 'packages', meta: pageMeta(packagesCopy) },
  { path: page.design, expose: 'Design', module: 'design', meta: pageMeta(designCopy) },
  { path: page.digitalMarketing, expose: 'DigitalMarketing', module: 'digital-marketing', meta: pageMeta(digitalMarketingCopy) },
  { path: page.mentorship, expose: 'Mentorship', module: 'mentorship', meta: pageMeta(mentorshipCopy) },
  { path: page.faqs, expose: 'Faqs', module: 'faqs', meta: pageMeta(faqsCopy) },
  { path: page.privacy, expose: 'Privacy', module: 'privacy', meta: pageMeta(privacyCopy) },
  // The newsletter's emailed links (issue 30): not indexed, not server-rendered (a token page), no sign-in; each
  // acts only on a press, never on arrival.
  {
    path: page.newsletterConfirm,
    expose: 'NewsletterConfirm', module: 'newsletter-confirm',
    layout: 'focused',
    meta: { title: newsletterLinksCopy.confirm.metaTitle, description: newsletterLinksCopy.confirm.metaDescription, public: false },
  },
  {
    path: page.unsubscribe,
    expose: 'Unsubscribe', module: 'unsubscribe',
    layout: 'focused',
    meta: { title: newsletterLinksCopy.unsubscribe.metaTitle, description: newsletterLinksCopy.unsubscribe.metaDescription, public: false },
  },
  { path: page.work, expose: 'Work', module: 'work', meta: pageMeta(workCopy.index) },
  {
    path: page.caseStudy,
    expose: 'CaseStudy', module: 'case-study',
    // The case studies live in the catalogue: the sitemap lists each one from the API's 'case_studies' list (with
    // its date). An unknown slug is a page like any other to the route table: the page answers it 404 itself
    // (NotFoundStatus) once the API has said there is no such case study.
    meta: { title: workCopy.fallbackMetaTitle, description: workCopy.fallbackMetaDescription, public: true, image, sitemapSource: 'case_studies' },
  },
];
