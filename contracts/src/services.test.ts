import { isServiceCode, NO_SERVICE, normalizeServiceCode, SERVICES, serviceCode, serviceLabel } from './services';

describe('service codes', () => {
  it("maps the services page's alias 'pd' to Product Design", () => {
    expect(normalizeServiceCode('pd')).toBe('product');
    expect(serviceLabel('pd')).toBe('Product Design');
  });

  it.each(['seo', 'gd', 've', 'product', 'smm', 'adc', 'cm', 'tutorship', 'custom'])('keeps the known code %s', (code) => {
    expect(normalizeServiceCode(code)).toBe(code);
    expect(isServiceCode(code)).toBe(true);
  });

  it.each([['unknown', 'xyz'], ['empty', ''], ['null', null], ['undefined', undefined], ['wrong case', 'SEO']])(
    "treats %s input as no service chosen ('select')",
    (_case, value) => {
      expect(normalizeServiceCode(value)).toBe(NO_SERVICE);
      expect(NO_SERVICE).toBe('select');
    },
  );

  it("does not count 'pd' or 'select' as service codes of their own", () => {
    expect(isServiceCode('pd')).toBe(false);
    expect(isServiceCode('select')).toBe(false);
    expect(isServiceCode(42)).toBe(false);
  });

  it('labels codes as the spec names them', () => {
    expect(serviceLabel('seo')).toBe('SEO, SEM');
    expect(serviceLabel('uid')).toBe('UI/UX Designs');
    expect(serviceLabel('custom')).toBe('Make a Special Request');
  });

  it('has one entry per code', () => {
    const codes = SERVICES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('serviceCode', () => {
  it('answers the stored code, or null for no service', () => {
    expect(serviceCode(' pd ')).toBe('product');
    expect(serviceCode('seo')).toBe('seo');
    expect(serviceCode('select')).toBeNull();
    expect(serviceCode('plumbing')).toBeNull();
  });
});
