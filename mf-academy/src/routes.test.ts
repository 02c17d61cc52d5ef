import { matchPath } from '@agency/shared-ui';
import { copy } from './copy';
import { routes } from './routes';

const routeFor = (address: string) => routes.find((route) => matchPath({ path: route.path, end: true }, address));

describe("the academy remote's routes", () => {
  it('serves the tutorials, a tutorial by id and a certificate by id in the site frame', () => {
    expect(routeFor('/tutorials')).toMatchObject({ expose: 'Tutorials', meta: { title: copy.tutorials.metaTitle, public: true } });
    expect(matchPath({ path: routeFor('/tutorial-detail/42')!.path, end: true }, '/tutorial-detail/42')?.params).toEqual({ id: '42' });
    expect(routeFor('/tutorial-detail/42')).toMatchObject({ expose: 'TutorialDetail', meta: { public: true } });
    expect(routeFor('/certificate/TMS-1')).toMatchObject({ expose: 'Certificate', meta: { public: false } });
    expect(routes.every((route) => !route.layout)).toBe(true);
    expect(routeFor('/tutorial-detail')).toBeUndefined();
  });
});
