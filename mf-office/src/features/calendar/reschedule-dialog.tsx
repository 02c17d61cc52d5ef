import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { SlotPicker, type SlotValue, slotRefusal } from '@agency/shared-auth/slot-picker';
import { Alert, Button, Dialog } from '@agency/shared-ui';
import { useState } from 'react';
import { Actions } from '../../components/ui';
import { copy } from '../../copy';
import { refresh } from '../../lib/office-query';
import { CALENDAR_CHANGED, type OfficeConsultation, rescheduleConsultation } from './api';

const c = copy.calendar;

/**
 * Moves a consultation to another free slot with the site's slot picker (the same free times the booking dialog
 * offers); a refused slot says why and offers the nearest free ones. Closes with the new time said in the card.
 */
export function RescheduleDialog({ consultation, onClose, onDone }: { consultation: OfficeConsultation; onClose: () => void; onDone: (text: string) => void }) {
  const [value, setValue] = useState<SlotValue>({ date: '', time: '' });
  const [missing, setMissing] = useState(false);
  const move = useApiMutation({
    mutationFn: (slot: SlotValue) => rescheduleConsultation(consultation.id, slot),
    onSuccess: () => refresh(CALENDAR_CHANGED),
  });
  const submit = () => {
    if (!value.date || !value.time) {
      setMissing(true);
      return;
    }
    move.mutate(value, {
      onSuccess: (moved) => {
        onDone(c.rescheduled(moved.label));
        onClose();
      },
    });
  };
  return (
    <Dialog open title={c.rescheduleTitle(consultation.client)} onClose={onClose} closeLabel={copy.common.cancel}>
      <p>{c.rescheduleIntro(consultation.label)}</p>
      {move.isError ? <Alert tone="error">{errorMessage(move.error, copy.common.failed)}</Alert> : null}
      <SlotPicker
        value={value}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
        }}
        autoFocus
        nearest={slotRefusal(move.error)?.nearest}
        timeError={missing ? copy.slots.noneChosen : undefined}
      />
      <Actions>
        <Button disabled={move.isPending} onClick={submit}>
          {copy.slots.choose}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          {copy.common.cancel}
        </Button>
      </Actions>
    </Dialog>
  );
}
