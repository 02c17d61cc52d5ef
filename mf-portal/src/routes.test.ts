import { matchPath } from '@agency/shared-ui';
import { copy } from './copy';
import { routes } from './routes';

const routeFor = (address: string) => routes.find((route) => matchPath({ path: route.path, end: true }, address));

describe("the portal remote's routes", () => {
  it.each([
    ['/login', 'Login'],
    ['/forgot-password', 'ForgotPassword'],
    ['/reset-password/request-sent', 'RequestSent'],
    ['/reset-password/reset/abc', 'ResetPassword'],
    ['/set-up/abc', 'SetUp'],
    ['/set-up/abc/ada%40example.com', 'SetUp'],
    ['/verify-email/abc', 'VerifyEmail'],
    ['/confirm-booking/abc', 'ConfirmBooking'],
  ])('frames %s (sign-in and account links) with the focused layout', (address, expose) => {
    expect(routeFor(address)).toMatchObject({ expose, layout: 'focused' });
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/profile', 'Profile'],
    ['/made-requests', 'Requests'],
    ['/settings', 'Settings'],
    ['/order-summary', 'OrderSummary'],
  ])('gives the signed-in page %s its own frame', (address, expose) => {
    expect(routeFor(address)).toMatchObject({ expose, layout: 'app' });
  });

  it('passes the token and the email of a set-up link to the page', () => {
    expect(matchPath({ path: routeFor('/set-up/t/ada%40example.com')!.path, end: true }, '/set-up/t/ada%40example.com')?.params).toEqual({
      token: 't',
      email: expect.stringMatching(/^ada(@|%40)example\.com$/),
    });
  });

  it('is not indexed, but for the sign-in and forgot-password pages (indexable, not in the sitemap), and sends the titles the pages set', () => {
    const indexable = routes.filter((route) => route.meta.public);
    expect(indexable.map((route) => route.path)).toEqual(['/login', '/forgot-password']);
    for (const route of indexable) expect(route.meta.sitemap).toBe(false);
    expect(routeFor('/login')!.meta).toMatchObject({ title: copy.login.metaTitle, description: copy.login.metaDescription });
  });
});
