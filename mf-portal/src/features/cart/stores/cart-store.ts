import { useAuthStore } from '@agency/shared-auth';
import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import type { ServiceRequest } from '../../../types/service-request';

/** The spec's storage key: 'Cart' plus the user id. */
export const cartKey = (userId: number | string) => `Cart${userId}`;

function readCart(userId: number | string): ServiceRequest[] {
  try {
    const raw = globalThis.localStorage?.getItem(cartKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((r): r is ServiceRequest => typeof r?.id === 'number') : [];
  } catch {
    return [];
  }
}

function writeCart(userId: number | string, items: ServiceRequest[]) {
  try {
    globalThis.localStorage?.setItem(cartKey(userId), JSON.stringify(items));
  } catch {
    // Full or blocked storage: the cart still works for this visit.
  }
}

interface CartState {
  /** Carts loaded so far, by user id. */
  carts: Record<string, ServiceRequest[]>;
  update: (userId: number, change: (items: ServiceRequest[]) => ServiceRequest[]) => void;
}

export const useCartStore = create<CartState>()((set, get) => ({
  carts: {},
  update: (userId, change) => {
    const current = get().carts[userId] ?? readCart(userId);
    const next = change(current);
    writeCart(userId, next);
    set((s) => ({ carts: { ...s.carts, [userId]: next } }));
  },
}));

const EMPTY: ServiceRequest[] = [];

/** The signed-in user's cart (newest first) and its actions; Requests and Order summary share it. */
export function useCart() {
  const userId = useAuthStore((s) => s.user?.id);
  const loaded = useCartStore((s) => (userId === undefined ? EMPTY : s.carts[userId]));
  const update = useCartStore((s) => s.update);
  const items = useMemo(() => loaded ?? (userId === undefined ? EMPTY : readCart(userId)), [loaded, userId]);

  const change = useCallback(
    (fn: (items: ServiceRequest[]) => ServiceRequest[]) => {
      if (userId !== undefined) update(userId, fn);
    },
    [userId, update],
  );

  /** Adds the request if absent (at the front), removes it if present. */
  const toggle = useCallback(
    (request: ServiceRequest) =>
      change((list) => (list.some((r) => r.id === request.id) ? list.filter((r) => r.id !== request.id) : [request, ...list])),
    [change],
  );
  const remove = useCallback((ids: readonly number[]) => change((list) => list.filter((r) => !ids.includes(r.id))), [change]);
  /** Keeps the cart in step with the server: drops requests gone or no longer payable, refreshes the rest. */
  const sync = useCallback(
    (latest: readonly ServiceRequest[], isPayable: (r: ServiceRequest) => boolean) =>
      change((list) => {
        const next = list.flatMap((item) => {
          const fresh = latest.find((r) => r.id === item.id);
          return fresh && isPayable(fresh) ? [fresh] : [];
        });
        return next.length === list.length && next.every((r, i) => JSON.stringify(r) === JSON.stringify(list[i])) ? list : next;
      }),
    [change],
  );
  const has = useCallback((id: number) => items.some((r) => r.id === id), [items]);

  return { items, toggle, remove, sync, has };
}
