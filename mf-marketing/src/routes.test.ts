import { matchPath } from '@agency/shared-ui';
import { homeCopy, workCopy } from './copy';
import { caseStudies } from './copy/work';
import { routes } from './routes';

const routeFor = (address: string) => routes.find((route) => matchPath({ path: route.path, end: true }, address));

describe("the marketing remote's routes", () => {
  it.each(['/', '/home', '/about', '/services', '/packages', '/design', '/digital-marketing', '/mentorship/tutorship', '/faqs'])(
    'serves the spec route %s as a public page in the site frame',
    (address) => {
      const route = routeFor(address);
      expect(route).toBeDefined();
      expect(route!.layout ?? 'site').toBe('site');
      expect(route!.meta.public).toBe(true);
      expect(route!.meta.image).toBe('og/marketing.png');
    },
  );

  it('serves / and /home with the same page, / being the one search engines list', () => {
    expect(routeFor('/')).toMatchObject({ expose: 'Home', meta: { title: homeCopy.metaTitle, description: homeCopy.metaDescription } });
    expect(routeFor('/home')).toMatchObject({ expose: 'Home', meta: { sitemap: false, canonical: '/' } });
  });

  it('lists every case study under /work/{slug} with the title its page sets', () => {
    const work = routeFor('/work/kolo-savings-app')!;
    expect(work.expose).toBe('CaseStudy');
    expect(matchPath({ path: work.path, end: true }, '/work/kolo-savings-app')?.params).toEqual({ slug: 'kolo-savings-app' });
    expect(work.entries).toEqual(caseStudies.map((s) => ({ params: { slug: s.slug }, title: workCopy.metaTitle(s.title), description: s.summary })));
    // An address that is no case study shows the page's not-found text: not indexed.
    expect(work.meta.public).toBe(false);
    expect(routeFor('/work')).toBeUndefined();
  });
});
