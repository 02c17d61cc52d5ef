import { loginWithRedirect, openBookingDialog, openContactDialog, paths, useSiteDialogs } from './contract';

const current = () => useSiteDialogs.getState().current;

beforeEach(() => useSiteDialogs.setState({ current: null }));

describe('the site dialogs contract', () => {
  it('starts with no dialog requested', () => {
    expect(current()).toBeNull();
  });

  it('openBooking asks for the booking dialog with the service preselected', () => {
    useSiteDialogs.getState().openBooking('seo');
    expect(current()).toMatchObject({ kind: 'booking', service: 'seo' });
  });

  it("openBooking normalizes the 'pd' alias and unknown codes", () => {
    openBookingDialog('pd');
    expect(current()).toMatchObject({ kind: 'booking', service: 'product' });
    openBookingDialog('nonsense' as never);
    expect(current()).toMatchObject({ kind: 'booking', service: 'select' });
  });

  it("openBooking without a service asks for the dialog with none chosen ('select')", () => {
    openBookingDialog();
    expect(current()).toMatchObject({ kind: 'booking', service: 'select' });
  });

  it('openBooking carries what was clicked and the package chosen, for the dialog to title and prefill itself', () => {
    openBookingDialog(null, { purpose: 'consultation', packageName: ' Standard ' });
    expect(current()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation', packageName: 'Standard' });
    openBookingDialog('seo', { purpose: 'request' });
    expect(current()).toEqual({ kind: 'booking', service: 'seo', purpose: 'request', id: expect.any(Number) });
  });

  it('openContact asks for the contact dialog', () => {
    useSiteDialogs.getState().openContact();
    expect(current()).toMatchObject({ kind: 'contact' });
    openContactDialog();
    expect(current()?.kind).toBe('contact');
  });

  it('gives every request a new id, so asking again for the same dialog is a new request', () => {
    openBookingDialog('seo');
    const first = current()!.id;
    openBookingDialog('seo');
    expect(current()!.id).not.toBe(first);
  });

  it('close clears the request', () => {
    openContactDialog();
    useSiteDialogs.getState().close();
    expect(current()).toBeNull();
  });
});

describe('shared paths', () => {
  it('build the parameterised routes of the route table', () => {
    expect(paths.tutorialDetail(12)).toBe('/tutorial-detail/12');
    expect(paths.certificate('TMS-001')).toBe('/certificate/TMS-001');
    expect(paths.resetPassword('abc')).toBe('/reset-password/reset/abc');
    expect(paths.setUp('abc')).toBe('/set-up/abc');
    expect(paths.setUp('abc', 'ada@example.com')).toBe('/set-up/abc/ada%40example.com');
  });

  it('encode tokens so that a slash in one cannot change the route', () => {
    expect(paths.resetPassword('a/b')).toBe('/reset-password/reset/a%2Fb');
  });

  it('loginWithRedirect carries the target, encoded, in the redirect parameter', () => {
    const url = loginWithRedirect('/tutorial-detail/3?tab=a&b=c');
    expect(url.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get('redirect')).toBe('/tutorial-detail/3?tab=a&b=c');
  });
});
