import { pages } from '@agency/shared-auth';
import { matchPath } from '@agency/shared-ui';

/** The items of the main navigation that can stand for the page being shown. */
export type NavSection = 'home' | 'about' | 'services' | 'packages' | 'work' | 'requests' | 'profile' | 'settings' | 'dashboard' | 'login';

/**
 * Which nav item the page belongs to, so sub-pages mark their section too (shared-ui/GUIDE.md, Active
 * navigation). The spec's bar has no Tutorials item: the academy is reached from the Mentorship service
 * ('View Active Tutorial'), so tutorials and certificates mark Services, as Design, Digital marketing and
 * Mentorship do. Case studies (/work/…) mark Our work, their index.
 * The order summary is the requests cart's checkout. FAQs and unknown pages mark nothing.
 */
const { marketing, portal, academy } = pages;
/** A page and every address below it (a parametrised page: every address below its static part). */
const below = (path: string) => `${path.replace(/\/:\w+.*$/, '')}/*`;
const SECTIONS: [NavSection, string[]][] = [
  ['home', [marketing.home, marketing.homeAlias]],
  ['about', [marketing.about]],
  ['services', [below(marketing.services), marketing.design, marketing.digitalMarketing, marketing.mentorship, academy.tutorials, below(academy.tutorialDetail), below(academy.certificate)]],
  ['packages', [marketing.packages]],
  ['work', [marketing.work, below(marketing.caseStudy)]],
  ['requests', [portal.requests, portal.orderSummary]],
  ['profile', [portal.profile]],
  ['settings', [portal.settings]],
  ['dashboard', [below(portal.dashboard)]],
  ['login', [portal.login, portal.forgotPassword, portal.requestSent, portal.resetPassword, below(portal.setUpToken)]],
];

export function sectionFor(pathname: string): NavSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [section, patterns] of SECTIONS) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, path))) return section;
  }
  return null;
}
