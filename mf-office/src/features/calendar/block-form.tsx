import { consultations } from '@agency/contracts';
import { useApiMutation } from '@agency/shared-auth';
import { TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import styled from 'styled-components';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';
import { formatDay } from '../../lib/lagos-time';
import { refresh } from '../../lib/office-query';
import { type Block, CALENDAR_CHANGED, createBlock } from './api';
import { describeBlock } from './schedule';

const b = copy.blocks;

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
`;

const field = consultations.NewBlock.shape;
const orNull = (text: string) => (text.trim() ? text.trim() : null);
const orUndefined = (text: string) => (text.trim() ? text.trim() : undefined);

/** A blocked time as typed: a first day, optional times (empty: the whole day) and last day, and a reason. */
export const BlockForm = z.object({
  date: fromText(field.date, b.needDate),
  start_time: fromText(field.start_time, b.badTime, orNull),
  end_date: fromText(field.end_date, b.needDate, orUndefined),
  end_time: fromText(field.end_time, b.badTime, orNull),
  reason: fromText(field.reason, b.needReason),
});

/** Blocks a time (a whole day, part of one, or several days) so no booking can take a slot inside it. */
export function BlockDialog({ day, onClose, onDone }: { day: string; onClose: () => void; onDone: (text: string) => void }) {
  const form = useZodForm(BlockForm, { defaultValues: { date: day, start_time: '', end_date: '', end_time: '', reason: '' } });
  const { errors } = form.formState;
  const save = useApiMutation({ mutationFn: createBlock, onSuccess: () => refresh(CALENDAR_CHANGED) });
  const submit = submitWith(form, async (values) => {
    const block: Block = await save.mutateAsync(values);
    onDone(b.created(describeBlock(block, formatDay)));
    onClose();
  });
  return (
    <FormDialog title={b.createTitle} form={form} submitLabel={b.save} onSubmit={submit} onCancel={onClose}>
      <Grid>
        <TextField label={b.date} type="date" required data-autofocus error={errors.date?.message} {...form.register('date')} />
        <TextField label={b.startTime} hint={b.startHint} type="time" error={errors.start_time?.message} {...form.register('start_time')} />
        <TextField label={b.endDate} hint={b.endHint} type="date" error={errors.end_date?.message} {...form.register('end_date')} />
        <TextField label={b.endTime} hint={b.endTimeHint} type="time" error={errors.end_time?.message} {...form.register('end_time')} />
      </Grid>
      <TextField label={b.reason} hint={b.reasonHint} required maxLength={300} error={errors.reason?.message} {...form.register('reason')} />
    </FormDialog>
  );
}
