import { useSiteDialogs } from '@agency/shared-auth';
import { Dialog } from '@agency/shared-ui';

/** The dialog host: renders whichever dialog the shared contract asks for. */
export default function Dialogs() {
  const current = useSiteDialogs((s) => s.current);
  const close = useSiteDialogs((s) => s.close);
  return (
    <Dialog open={current !== null} title={current?.kind === 'contact' ? 'Contact Us' : 'Request Service'} onClose={close} staticBackdrop>
      <p>{current?.kind}</p>
    </Dialog>
  );
}
