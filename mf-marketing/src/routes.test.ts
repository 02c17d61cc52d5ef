import { matchPath } from '@agency/shared-ui';
import { homeCopy, workCopy } from './copy';
import { routes } from './routes';

const routeFor = (address: string) => routes.find((route) => matchPath({ path: route.path, end: true }, address));

describe("the marketing remote's routes", () => {
  it.each(['/', '/home', '/about', '/services', '/packages', '/design', '/digital-marketing', '/mentorship/tutorship', '/faqs', '/work'])(
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

  it('serves /work, the index of case studies, as an indexed page of its own', () => {
    expect(routeFor('/work')).toMatchObject({ expose: 'Work', meta: { title: workCopy.index.metaTitle, public: true } });
  });

  it('lists every case study under /work/{slug} from the API, which the page answers 404 when it does not know', () => {
    const work = routeFor('/work/kolo-savings-app')!;
    expect(work.expose).toBe('CaseStudy');
    expect(matchPath({ path: work.path, end: true }, '/work/kolo-savings-app')?.params).toEqual({ slug: 'kolo-savings-app' });
    // The sitemap names each case study from GET /api/sitemap_entries' 'case_studies' list, not from this table.
    expect(work.meta).toMatchObject({ public: true, sitemapSource: 'case_studies', title: workCopy.fallbackMetaTitle });
    expect(work.entries).toBeUndefined();
    // No list of addresses to hold it to: the route serves every slug, and the page reports the unknown ones 404.
    expect(work.onlyEntries).toBeUndefined();
  });
});
