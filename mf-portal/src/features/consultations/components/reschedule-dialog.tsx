import { errorMessage } from '@agency/shared-auth';
import { SlotPicker, type SlotValue, slotRefusal } from '@agency/shared-auth/slot-picker';
import { Alert, Button, Dialog, DialogActions, guideCopy, Spinner } from '@agency/shared-ui';
import { useState } from 'react';
import { copy } from '../../../copy';
import { type Consultation, useRescheduleConsultation } from '../api/consultations';

const t = copy.consultations;

/**
 * Moves the client's consultation with the site's slot picker (the booking dialog's, reading the API's free
 * times); a taken slot says why and offers the nearest free ones. On success it closes and the list says where
 * the consultation went.
 */
export function RescheduleDialog({ consultation, onClose, onDone }: { consultation: Consultation; onClose: () => void; onDone: (text: string) => void }) {
  const [value, setValue] = useState<SlotValue>({ date: '', time: '' });
  const [missing, setMissing] = useState(false);
  const move = useRescheduleConsultation(consultation.id);
  const submit = () => {
    if (!value.date || !value.time) {
      setMissing(true);
      return;
    }
    move.mutate(value, {
      onSuccess: (moved) => {
        onDone(t.rescheduled(moved.label));
        onClose();
      },
    });
  };
  return (
    <Dialog open title={t.rescheduleTitle} onClose={onClose} closeLabel={guideCopy.close}>
      <p>{t.rescheduleIntro(consultation.label)}</p>
      {move.isError ? <Alert tone="error">{errorMessage(move.error, t.rescheduleFailed)}</Alert> : null}
      <SlotPicker
        value={value}
        onChange={(next: SlotValue) => {
          setValue(next);
          setMissing(false);
        }}
        autoFocus
        nearest={slotRefusal(move.error)?.nearest}
        timeError={missing ? t.pickTime : undefined}
      />
      {move.isPending ? <Spinner label={t.rescheduling} size={28} /> : null}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {guideCopy.cancel}
        </Button>
        <Button disabled={move.isPending} onClick={submit}>
          {t.rescheduleSubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
