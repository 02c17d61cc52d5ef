import { priceLabel } from './format';

describe('priceLabel', () => {
  it('writes a price in naira with thousands separators', () => {
    expect(priceLabel(85000)).toBe('₦85,000');
    expect(priceLabel(1250000)).toBe('₦1,250,000');
  });

  it('gives null for a falsy amount, which means free', () => {
    expect(priceLabel(0)).toBeNull();
    expect(priceLabel(null)).toBeNull();
    expect(priceLabel(undefined)).toBeNull();
  });
});
