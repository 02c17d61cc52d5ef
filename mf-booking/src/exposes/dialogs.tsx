import { useSiteDialogs } from '@agency/shared-auth';
import { BookingDialog } from '@/features/booking/components/booking-dialog';
import { ContactDialog } from '@/features/contact/components/contact-dialog';

/**
 * The dialog host: renders whichever dialog the shared contract asks for. Keyed by the request's id,
 * so every new request (and every reopening) starts afresh at step 1 with its own preselected service.
 */
export default function Dialogs() {
  const current = useSiteDialogs((s) => s.current);
  const close = useSiteDialogs((s) => s.close);
  if (current?.kind === 'booking')
    return <BookingDialog key={current.id} service={current.service} purpose={current.purpose} packageName={current.packageName} onClose={close} />;
  if (current?.kind === 'contact') return <ContactDialog key={current.id} onClose={close} />;
  return null;
}
