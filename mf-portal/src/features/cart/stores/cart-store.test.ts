import { act, renderHook } from '@testing-library/react';
import { useAuthStore } from '@agency/shared-auth';
import { serviceRequest } from '../../../testing/fixtures';
import { DEMO_USER } from '../../../testing/render';
import { isPayable, type ServiceRequest } from '../../../types/service-request';
import { cartKey, cartStoreOf, forgetCarts, readStoredCart, useCart } from './cart-store';

/** Another user's public id. */
const OTHER_ID = '8e1b6d3f0a9c4e27b5d8f1a3c6e9b2d4';

const req = serviceRequest;

const stored = (userId: string | number) => JSON.parse(localStorage.getItem(cartKey(userId))!);

beforeEach(() => {
  localStorage.clear();
  forgetCarts();
  useAuthStore.setState({ user: DEMO_USER });
});

describe('the cart kept on the device', () => {
  it("reads a cart saved by the current site: a bare array of requests under 'Cart' + the user id", () => {
    localStorage.setItem(cartKey(DEMO_USER.id), JSON.stringify([req(4), req(3)]));
    const { result } = renderHook(() => useCart());
    expect(result.current.items.map((r) => r.id)).toEqual([4, 3]);
    expect(result.current.has(3)).toBe(true);
  });

  it('saves the same format, newest first, after every change', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.toggle(req(3)));
    act(() => result.current.toggle(req(4)));
    expect(stored(DEMO_USER.id)).toEqual([req(4), req(3)]);
    act(() => result.current.toggle(req(3)));
    expect(stored(DEMO_USER.id)).toEqual([req(4)]);
    act(() => result.current.remove([4]));
    expect(stored(DEMO_USER.id)).toEqual([]);
  });

  it('keeps one cart per signed-in user, and none for a guest', () => {
    localStorage.setItem(cartKey(DEMO_USER.id), JSON.stringify([req(3)]));
    localStorage.setItem(cartKey(OTHER_ID), JSON.stringify([req(8)]));
    const { result } = renderHook(() => useCart());
    expect(result.current.items.map((r) => r.id)).toEqual([3]);
    act(() => useAuthStore.setState({ user: { ...DEMO_USER, id: OTHER_ID } }));
    expect(result.current.items.map((r) => r.id)).toEqual([8]);
    act(() => result.current.toggle(req(9)));
    expect(stored(OTHER_ID).map((r: ServiceRequest) => r.id)).toEqual([9, 8]);
    expect(stored(DEMO_USER.id).map((r: ServiceRequest) => r.id)).toEqual([3]);
    act(() => useAuthStore.setState({ user: null }));
    expect(result.current.items).toEqual([]);
    act(() => result.current.toggle(req(10)));
    expect(result.current.items).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(expect.arrayContaining([cartKey(DEMO_USER.id), cartKey(OTHER_ID)]));
    expect(localStorage).toHaveLength(2);
  });

  it.each([
    ['broken JSON', '[{"id": 3,'],
    ['an object', '{"state":{"items":[]},"version":0}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as an empty cart, and replaces it on the next change', (_, raw) => {
    localStorage.setItem(cartKey(DEMO_USER.id), raw);
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([]);
    act(() => result.current.toggle(req(5)));
    expect(stored(DEMO_USER.id)).toEqual([req(5)]);
  });

  it('keeps the cart of a sign-in stored before public ids under its numeric key', () => {
    localStorage.setItem('Cart3', JSON.stringify([req(3)]));
    act(() => useAuthStore.setState({ user: { ...DEMO_USER, id: 3 } }));
    const { result } = renderHook(() => useCart());
    expect(result.current.items.map((r) => r.id)).toEqual([3]);
  });

  it('keeps the requests it can show from a partly foreign cart, once each', () => {
    localStorage.setItem(cartKey(DEMO_USER.id), JSON.stringify([req(4), { id: 7 }, null, 'x', { ...req(5), price: 5 }, req(4), { ...req(3), extra: true }]));
    expect(cartStoreOf(DEMO_USER.id).getState().items).toEqual([req(4), req(3)]);
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
    localStorage.setItem(cartKey(DEMO_USER.id), JSON.stringify([req(5), req(4), req(3, '1000', 'Old subject')]));
    const { result } = renderHook(() => useCart());
    act(() => result.current.sync([req(3, '2000', 'New subject'), req(4, 'paid')], isPayable));
    expect(result.current.items).toEqual([req(3, '2000', 'New subject')]);
    expect(stored(DEMO_USER.id)).toEqual([req(3, '2000', 'New subject')]);
  });
});
