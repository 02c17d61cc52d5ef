import { useSiteDialogs } from '@agency/shared-auth';
import { Dialog, Spinner } from '@agency/shared-ui';
import { type ReactNode, useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { RemoteFallbackFrame } from '../../components/remote-fallback-frame';
import { RemoteSlot } from '../../components/remote-slot';
import { copy } from '../../copy';

function FallbackDialog({ children }: { children: ReactNode }) {
  const open = useSiteDialogs((s) => s.current !== null);
  const close = useSiteDialogs((s) => s.close);
  return (
    <Dialog open={open} title={copy.remote.dialogTitle} onClose={close} placement="top" phoneSheet>
      {children}
    </Dialog>
  );
}

const shimmer = keyframes`from { opacity: 1; } to { opacity: 0.45; }`;

const Skeleton = styled.div`
  display: grid;
  gap: 0.75rem;
  > [role='status'] { justify-self: center; color: ${({ theme }) => theme.color.primary}; margin: 0.5rem 0 1rem; }
  i {
    display: block;
    height: 0.9rem;
    border-radius: 4px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }
  i.field { height: 44px; border: 2px solid ${({ theme }) => theme.color.border}; background: transparent; }
  i.bar { height: 6px; }
  @media (prefers-reduced-motion: reduce) { i { animation: none; } }
`;

/**
 * Opens at once, in the same frame the booking remote's dialog will use (same title, same top anchor), while
 * that remote's code is still on its way: the click answers immediately, and nothing jumps when the real dialog
 * takes its place.
 */
export function LoadingDialog() {
  const current = useSiteDialogs((s) => s.current);
  const close = useSiteDialogs((s) => s.close);
  if (!current) return null;
  return (
    <Dialog
      open
      title={
        current.kind === 'contact'
          ? copy.dialogs.contactTitle
          : current.purpose === 'consultation'
            ? copy.dialogs.consultationTitle
            : copy.dialogs.bookingTitle
      }
      onClose={close}
      staticBackdrop
      placement="top"
      phoneSheet
    >
      <Skeleton aria-busy="true" data-dialog-loading="">
        <Spinner label={copy.dialogs.loading} size={32} />
        <i className="bar" aria-hidden="true" />
        <i aria-hidden="true" style={{ width: '40%' }} />
        <i className="field" aria-hidden="true" />
        <i aria-hidden="true" style={{ width: '30%' }} />
        <i className="field" aria-hidden="true" />
        <i aria-hidden="true" style={{ width: '35%' }} />
        <i className="field" aria-hidden="true" />
      </Skeleton>
    </Dialog>
  );
}

const frameInDialog = (content: ReactNode) => <FallbackDialog>{content}</FallbackDialog>;

/**
 * Mounts mf-booking's dialog host on the first request for a dialog (no booking code is fetched before then);
 * the booking remote reads the request from the shared contract store and renders the dialog.
 * While its code loads, a dialog frame with a spinner opens at once; if the booking remote cannot be loaded,
 * the fallback shows in a dialog of the shell's own.
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
      <RemoteSlot remote="booking" expose="Dialogs" loading={<LoadingDialog />} />
    </RemoteFallbackFrame.Provider>
  );
}
