import { RouteTableFile } from './routes';

describe("a remote's routes.json as the site reads it", () => {
  it('keeps well-formed routes whole', () => {
    const route = {
      path: '/work/:slug',
      expose: 'CaseStudy',
      layout: 'site',
      meta: { title: 'Case study', description: 'Our work', public: true, image: 'og/marketing.png', canonical: '/work' },
      entries: [{ params: { slug: 'kolo' }, title: 'Kolo', description: 'Savings' }],
    };
    expect(RouteTableFile.parse({ routes: [route] }).routes).toEqual([route]);
  });

  it('drops a route that is not a path and an exposed module, and the malformed parts of the others', () => {
    const { routes } = RouteTableFile.parse({
      routes: [
        { path: 'no-slash', expose: 'Home' },
        { path: '/x', expose: '../evil' },
        null,
        {
          path: '/ok',
          expose: 'Ok',
          layout: 'sideways',
          access: 'admin',
          meta: { title: '', description: 'no title' },
          entries: [{ params: { id: '1' }, title: 'One', description: '' }, { title: 'no params' }],
        },
      ],
    });
    expect(routes).toEqual([{ path: '/ok', expose: 'Ok', entries: [{ params: { id: '1' }, title: 'One', description: '' }] }]);
  });

  it('reads a file without a route list as none', () => {
    expect(RouteTableFile.safeParse({ pages: [] }).success).toBe(false);
    expect(RouteTableFile.safeParse(null).success).toBe(false);
  });
});
