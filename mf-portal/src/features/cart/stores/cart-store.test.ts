import { act, renderHook } from '@testing-library/react';
import { useAuthStore } from '@agency/shared-auth';
import { serviceRequest } from '../../../testing/fixtures';
import { DEMO_USER } from '../../../testing/render';
import { isPayable, type ServiceRequest } from '../../../types/service-request';
import { cartKey, cartStoreOf, forgetCarts, readStoredCart, useCart } from './cart-store';

const req = serviceRequest;

const stored = (userId: number) => JSON.parse(localStorage.getItem(cartKey(userId))!);

beforeEach(() => {
  localStorage.clear();
  forgetCarts();
  useAuthStore.setState({ user: DEMO_USER });
});

describe('the cart kept on the device', () => {
  it("reads a cart saved by the current site: a bare array of requests under 'Cart' + the user id", () => {
    localStorage.setItem('Cart3', JSON.stringify([req(4), req(3)]));
    const { result } = renderHook(() => useCart());
    expect(result.current.items.map((r) => r.id)).toEqual([4, 3]);
    expect(result.current.has(3)).toBe(true);
  });

  it('saves the same format, newest first, after every change', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.toggle(req(3)));
    act(() => result.current.toggle(req(4)));
    expect(stored(3)).toEqual([req(4), req(3)]);
    act(() => result.current.toggle(req(3)));
    expect(stored(3)).toEqual([req(4)]);
    act(() => result.current.remove([4]));
    expect(stored(3)).toEqual([]);
  });

  it('keeps one cart per signed-in user, and none for a guest', () => {
    localStorage.setItem('Cart3', JSON.stringify([req(3)]));
    localStorage.setItem('Cart8', JSON.stringify([req(8)]));
    const { result } = renderHook(() => useCart());
    expect(result.current.items.map((r) => r.id)).toEqual([3]);
    act(() => useAuthStore.setState({ user: { ...DEMO_USER, id: 8 } }));
    expect(result.current.items.map((r) => r.id)).toEqual([8]);
    act(() => result.current.toggle(req(9)));
    expect(stored(8).map((r: ServiceRequest) => r.id)).toEqual([9, 8]);
    expect(stored(3).map((r: ServiceRequest) => r.id)).toEqual([3]);
    act(() => useAuthStore.setState({ user: null }));
    expect(result.current.items).toEqual([]);
    act(() => result.current.toggle(req(10)));
    expect(result.current.items).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(expect.arrayContaining(['Cart3', 'Cart8']));
    expect(localStorage).toHaveLength(2);
  });

  it.each([
    ['broken JSON', '[{"id": 3,'],
    ['an object', '{"state":{"items":[]},"version":0}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as an empty cart, and replaces it on the next change', (_, raw) => {
    localStorage.setItem('Cart3', raw);
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([]);
    act(() => result.current.toggle(req(5)));
    expect(stored(3)).toEqual([req(5)]);
  });

  it('keeps the requests it can show from a partly foreign cart, once each', () => {
    localStorage.setItem('Cart3', JSON.stringify([req(4), { id: 7 }, null, 'x', { ...req(5), price: 5 }, req(4), { ...req(3), extra: true }]));
    expect(cartStoreOf(3).getState().items).toEqual([req(4), req(3)]);
    expect(readStoredCart({ items: [req(1)] })).toEqual([]);
  });

  it('works for the visit when the storage refuses to save', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useCart());
    act(() => result.current.toggle(req(3)));
    expect(result.current.items.map((r) => r.id)).toEqual([3]);
  });

  it('follows the server: drops requests gone or paid, refreshes the rest', () => {
    localStorage.setItem('Cart3', JSON.stringify([req(5), req(4), req(3, '1000', 'Old subject')]));
    const { result } = renderHook(() => useCart());
    act(() => result.current.sync([req(3, '2000', 'New subject'), req(4, 'paid')], isPayable));
    expect(result.current.items).toEqual([req(3, '2000', 'New subject')]);
    expect(stored(3)).toEqual([req(3, '2000', 'New subject')]);
  });
});
