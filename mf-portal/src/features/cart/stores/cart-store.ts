import { ServiceRequest as StoredRequest } from '@agency/contracts';
import { useAuthStore } from '@agency/shared-auth';
import { useCallback } from 'react';
import { create, type StoreApi, type UseBoundStore, useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage, type StorageValue } from 'zustand/middleware';
import type { ServiceRequest } from '../../../types/service-request';

/**
 * The spec's storage key: 'Cart' plus the user id (the public id of the login answer; the database's number
 * on a sign-in stored before public ids, whose cart stays under that key until the next sign-in).
 */
export const cartKey = (userId: CartOwner) => `Cart${userId}`;

/** Whose cart: the signed-in user's id as stored. */
type CartOwner = string | number;

/** What a stored cart holds that the site can show: its requests, each as the API sent it. Anything else (another site's data, a broken edit) reads as nothing. */
export function readStoredCart(stored: unknown): ServiceRequest[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  return stored.flatMap((item) => {
    const request = StoredRequest.safeParse(item);
    if (!request.success || seen.has(request.data.id)) return [];
    seen.add(request.data.id);
    return [request.data];
  });
}

interface CartState {
  /** Newest first. */
  items: ServiceRequest[];
  /** Adds the request if absent (at the front), removes it if present. */
  toggle: (request: ServiceRequest) => void;
  remove: (ids: readonly number[]) => void;
  /** Keeps the cart in step with the server: drops requests gone or no longer payable, refreshes the rest. */
  sync: (latest: readonly ServiceRequest[], isPayable: (r: ServiceRequest) => boolean) => void;
}
type Persisted = Pick<CartState, 'items'>;

// Full or blocked storage (private modes, quotas): the cart still works for this visit.
const deviceStorage: StateStorage = {
  getItem: (name) => {
    try {
      return globalThis.localStorage?.getItem(name) ?? null;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      globalThis.localStorage?.setItem(name, value);
    } catch {
      // Kept in memory only.
    }
  },
  removeItem: (name) => {
    try {
      globalThis.localStorage?.removeItem(name);
    } catch {
      // Nothing to remove.
    }
  },
};

// The spec's stored format is the bare array of requests (what the site has always saved), not persist's
// { state, version } envelope: the envelope is taken off on the way out and put back on the way in.
const storage = createJSONStorage<Persisted>(() => deviceStorage, {
  replacer: (key, value) => (key === '' ? (value as StorageValue<Persisted>).state.items : value),
  reviver: (key, value) => (key === '' ? ({ state: { items: readStoredCart(value) }, version: 0 } satisfies StorageValue<Persisted>) : value),
});

const sameList = (a: readonly ServiceRequest[], b: readonly ServiceRequest[]) =>
  a.length === b.length && a.every((r, i) => JSON.stringify(r) === JSON.stringify(b[i]));

function createCartStore(userId: CartOwner) {
  return create<CartState>()(
    persist(
      (set) => ({
        items: [],
        toggle: (request) =>
          set(({ items }) => ({ items: items.some((r) => r.id === request.id) ? items.filter((r) => r.id !== request.id) : [request, ...items] })),
        remove: (ids) => set(({ items }) => ({ items: items.filter((r) => !ids.includes(r.id)) })),
        sync: (latest, isPayable) =>
          set(({ items }) => {
            const next = items.flatMap((item) => {
              const fresh = latest.find((r) => r.id === item.id);
              return fresh && isPayable(fresh) ? [fresh] : [];
            });
            return sameList(next, items) ? {} : { items: next };
          }),
      }),
      {
        name: cartKey(userId),
        storage,
        partialize: ({ items }) => ({ items }),
        // A re-read replaces the cart with what is stored (nothing stored: an empty cart).
        merge: (persisted, current) => ({ ...current, items: (persisted as Persisted | undefined)?.items ?? [] }),
      },
    ),
  );
}

type CartStore = UseBoundStore<StoreApi<CartState>>;
const stores = new Map<CartOwner, CartStore>();

/** The cart of one user, kept on this device under 'Cart' + their id and read from it on first use. */
export function cartStoreOf(userId: CartOwner): CartStore {
  let store = stores.get(userId);
  if (!store) {
    store = createCartStore(userId);
    stores.set(userId, store);
  }
  return store;
}

/** Forgets the carts read so far: the next use reads the device's storage again (tests start from their own data). */
export function forgetCarts() {
  stores.clear();
}

const signedOut: CartStore = create<CartState>()(() => ({ items: [], toggle: () => {}, remove: () => {}, sync: () => {} }));

/** The signed-in user's cart (newest first) and its actions; Requests, Order summary and the layout share it. */
export function useCart() {
  const userId = useAuthStore((s) => s.user?.id);
  const store = userId === undefined ? signedOut : cartStoreOf(userId);
  const items = useStore(store, (s) => s.items);
  const toggle = useStore(store, (s) => s.toggle);
  const remove = useStore(store, (s) => s.remove);
  const sync = useStore(store, (s) => s.sync);
  const has = useCallback((id: number) => items.some((r) => r.id === id), [items]);
  return { items, toggle, remove, sync, has };
}
