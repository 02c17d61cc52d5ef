import { matchPath } from '@agency/shared-ui';
import { routes } from './routes';

describe("the office remote's routes", () => {
  it('serves every back-office address from one module, to staff only, in its own frame, never indexed', () => {
    for (const address of ['/office', '/office/requests', '/office/requests/12', '/office/audit']) {
      const route = routes.find((r) => matchPath({ path: r.path, end: true }, address));
      expect(route).toMatchObject({ expose: 'Office', layout: 'app', access: 'staff', meta: { public: false } });
    }
  });
});
