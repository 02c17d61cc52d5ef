import { linkedInAddToProfileUrl } from './linkedin';

describe('linkedInAddToProfileUrl', () => {
  const cert = {
    name: 'Digital Marketing Essentials',
    organizationName: 'Think-Make-Solve Digital',
    issuedOn: '2026-09-04',
    certId: 'TMS-DME2026-7KX4QP',
    certUrl: 'https://thinkmakesolve.ng/certificate/DME2026-1',
  };

  it("points at LinkedIn's add-to-profile form for a certification, every field filled in", () => {
    const url = new URL(linkedInAddToProfileUrl(cert));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Digital Marketing Essentials',
      organizationName: 'Think-Make-Solve Digital',
      issueYear: '2026',
      issueMonth: '9',
      certUrl: 'https://thinkmakesolve.ng/certificate/DME2026-1',
      certId: 'TMS-DME2026-7KX4QP',
    });
  });

  it('encodes what would otherwise break the query (ampersands, spaces, a URL with its own query)', () => {
    const url = new URL(
      linkedInAddToProfileUrl({ ...cert, name: 'SEO & Ads: 101 = fun?', certUrl: 'https://example.ng/certificate/A1-2?utm=x&y=1' }),
    );
    expect(url.searchParams.get('name')).toBe('SEO & Ads: 101 = fun?');
    expect(url.searchParams.get('certUrl')).toBe('https://example.ng/certificate/A1-2?utm=x&y=1');
    expect([...url.searchParams.keys()]).toHaveLength(7);
  });

  it('leaves the issue date out rather than sending a wrong one', () => {
    const url = new URL(linkedInAddToProfileUrl({ ...cert, issuedOn: 'not a date' }));
    expect(url.searchParams.has('issueYear')).toBe(false);
    expect(url.searchParams.has('issueMonth')).toBe(false);
  });
});
