import { useApiQuery } from '@agency/shared-auth';
import { useEffect, useRef, useState } from 'react';
import { isPayable, type ServiceRequest } from '../../../types/service-request';
import type { useCart } from '../../cart/stores/cart-store';
import { requestsQuery } from '../../requests/api/get-requests';

/**
 * The cart lives on the device, so it can list requests paid since in another tab or device, deleted, or
 * no longer quoted. On load, checks it against the server (GET /api/requests, fetched afresh even when an
 * answer is cached): such items are dropped, the others refreshed (so the total follows the server's
 * prices), and the dropped ones returned for a notice. `checking` stays true until that answer is in; a
 * failed check leaves the cart as it was (the server still refuses to charge for anything unpayable).
 */
export function useCartCheck(cart: ReturnType<typeof useCart>) {
  const latest = useApiQuery({ ...requestsQuery, refetchOnMount: 'always' });
  const [dropped, setDropped] = useState<ServiceRequest[]>([]);
  const items = useRef(cart.items);
  items.current = cart.items;
  const { sync } = cart;
  const fresh = latest.isFetchedAfterMount ? latest.data : undefined;

  useEffect(() => {
    if (!fresh) return;
    const payable = new Set(fresh.filter(isPayable).map((r) => r.id));
    setDropped(items.current.filter((item) => !payable.has(item.id)));
    sync(fresh, isPayable);
  }, [fresh, sync]);

  return { checking: !latest.isFetchedAfterMount, dropped };
}
