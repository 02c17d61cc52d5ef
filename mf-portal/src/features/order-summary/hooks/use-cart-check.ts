import { useAuthStore } from '@agency/shared-auth';
import { useEffect, useRef, useState } from 'react';
import { isPayable, type ServiceRequest } from '../../../types/service-request';
import { getRequests } from '../../requests/api/get-requests';
import type { useCart } from '../../cart/stores/cart-store';

/**
 * The cart lives on the device, so it can list requests paid since in another tab or device, deleted, or
 * no longer quoted. On load, checks it against the server (GET /api/requests): such items are dropped,
 * the others refreshed (so the total follows the server's prices), and the dropped ones returned for a
 * notice. `checking` stays true until the answer is in; a failed check leaves the cart as it was (the
 * server still refuses to charge for anything unpayable).
 */
export function useCartCheck(cart: ReturnType<typeof useCart>) {
  const userId = useAuthStore((s) => s.user?.id);
  const [checking, setChecking] = useState(true);
  const [dropped, setDropped] = useState<ServiceRequest[]>([]);
  const items = useRef(cart.items);
  items.current = cart.items;
  const { sync } = cart;

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    setChecking(true);
    getRequests()
      .then((latest) => {
        if (!live) return;
        const payable = new Map(latest.filter(isPayable).map((r) => [r.id, r]));
        setDropped(items.current.filter((item) => !payable.has(item.id)));
        sync(latest, isPayable);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setChecking(false);
      });
    return () => {
      live = false;
    };
  }, [userId, sync]);

  return { checking, dropped };
}
