import { designCopy } from './design';
import { digitalMarketingCopy } from './digital-marketing';
import { packageFromPrice, startingPrices } from './prices';
import { servicesCopy } from './services';

describe('the starting prices', () => {
  it('are the ones the service pages print', () => {
    expect(servicesCopy.quick.find((s) => s.code === 'wd')!.price).toBe('₦250,000');
    expect(designCopy.items.find((s) => s.code === 'gd')!.price).toBe('₦35,000');
    expect(digitalMarketingCopy.items.find((s) => s.code === 'smm')!.price).toBe('₦120,000 a month');
    const printed = [...servicesCopy.quick, ...designCopy.items, ...digitalMarketingCopy.items].map((s) => Number(s.price.replace(/\D/g, '')));
    expect(new Set(printed)).toEqual(new Set(Object.values(startingPrices)));
  });

  it('give each package the cheapest services less the cart discount', () => {
    expect(packageFromPrice(2)).toBe(Math.round(75_000 * 0.95));
    expect(packageFromPrice(3)).toBe(Math.round(135_000 * 0.93));
    expect(packageFromPrice(5)).toBe(Math.round(355_000 * 0.9));
  });
});
