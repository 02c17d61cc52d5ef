import { useSiteDialogs } from '@agency/shared-auth';
import { Dialog } from '@agency/shared-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { RemoteFallbackFrame } from '../../components/remote-fallback-frame';
import { RemoteSlot } from '../../components/remote-slot';
import { copy } from '../../copy';

function FallbackDialog({ children }: { children: ReactNode }) {
  const open = useSiteDialogs((s) => s.current !== null);
  const close = useSiteDialogs((s) => s.close);
  return (
    <Dialog open={open} title={copy.remote.dialogTitle} onClose={close}>
      {children}
    </Dialog>
  );
}

const frameInDialog = (content: ReactNode) => <FallbackDialog>{content}</FallbackDialog>;

/**
 * Mounts mf-booking's dialog host on the first request for a dialog (no booking code is fetched before then);
 * the booking remote reads the request from the shared contract store and renders the dialog.
 * If the booking remote cannot be loaded, the fallback shows in a dialog of the shell's own.
 */
export function DialogHost() {
  const requested = useSiteDialogs((s) => s.current !== null);
  const [mounted, setMounted] = useState(requested);
  useEffect(() => {
    if (requested) setMounted(true);
  }, [requested]);
  if (!mounted) return null;
  return (
    <RemoteFallbackFrame.Provider value={frameInDialog}>
      <RemoteSlot remote="booking" expose="Dialogs" loading={null} />
    </RemoteFallbackFrame.Provider>
  );
}
