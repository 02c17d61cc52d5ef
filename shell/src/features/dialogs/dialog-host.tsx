import { useSiteDialogs } from '@agency/shared-auth';
import { useEffect, useState } from 'react';
import { RemoteSlot } from '../../components/remote-slot';

/**
 * Mounts mf-booking's dialog host on the first request for a dialog (no booking code is fetched before then);
 * the booking remote reads the request from the shared contract store and renders the dialog.
 */
export function DialogHost() {
  const requested = useSiteDialogs((s) => s.current !== null);
  const [mounted, setMounted] = useState(requested);
  useEffect(() => {
    if (requested) setMounted(true);
  }, [requested]);
  if (!mounted) return null;
  return <RemoteSlot remote="booking" expose="Dialogs" loading={null} />;
}
