import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cartDiscountPercent, cartTotal, priceAsInteger } from '@agency/contracts/cart-discount';
import { cartTotalKobo } from './discount';

describe('cart discount', () => {
  const percentCases: [number, number][] = [
    [0, 0],
    [1, 0],
    [2, 5],
    [3, 7],
    [4, 7],
    [5, 10],
    [6, 10],
    [20, 10],
  ];
  for (const [count, percent] of percentCases) {
    it(`gives ${percent}% off a cart of ${count} item(s)`, () => {
      assert.equal(cartDiscountPercent(count), percent);
    });
  }

  const totalCases: { prices: string[]; naira: number }[] = [
    { prices: ['150000'], naira: 150000 },
    { prices: ['150000', '240000'], naira: 370500 },
    { prices: ['1000', '2000', '3000'], naira: 5580 },
    { prices: ['1000', '1000', '1000', '1000'], naira: 3720 },
    { prices: ['1000', '1000', '1000', '1000', '1000'], naira: 4500 },
    { prices: ['999', '1'], naira: 950 },
    { prices: ['1500.75', '500'], naira: 1900 },
    { prices: ['333', '333', '333'], naira: 929 },
  ];
  for (const { prices, naira } of totalCases) {
    it(`totals [${prices.join(', ')}] to ${naira} naira (${naira * 100} kobo)`, () => {
      assert.equal(cartTotal(prices).total, naira);
      assert.equal(cartTotalKobo(prices), naira * 100);
      assert.ok(Number.isInteger(cartTotalKobo(prices)));
    });
  }

  it('reads prices as integers, and anything unreadable as 0', () => {
    assert.equal(priceAsInteger('1500.75'), 1500);
    assert.equal(priceAsInteger('paid'), 0);
    assert.equal(priceAsInteger('-50'), 0);
    assert.equal(priceAsInteger(''), 0);
  });
});
