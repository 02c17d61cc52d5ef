import { cartDiscountPercent, cartTotal, priceAsInteger } from './cart-discount';

describe('cart total', () => {
  it('applies no discount to one item, 5% to two, 7% to three or four, 10% to five or more', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(cartDiscountPercent)).toEqual([0, 0, 5, 7, 7, 10, 10]);
  });

  it('reads each price as an integer and rounds the total to whole naira', () => {
    expect(priceAsInteger('150000')).toBe(150000);
    expect(priceAsInteger('45000.75')).toBe(45000);
    expect(priceAsInteger('paid')).toBe(0);
    expect(cartTotal(['150000', '240000'])).toEqual({ subtotal: 390000, percent: 5, discount: 19500, total: 370500 });
    expect(cartTotal(['333', '333', '333'])).toEqual({ subtotal: 999, percent: 7, discount: 70, total: 929 });
    expect(cartTotal(['1000'])).toEqual({ subtotal: 1000, percent: 0, discount: 0, total: 1000 });
  });
});
