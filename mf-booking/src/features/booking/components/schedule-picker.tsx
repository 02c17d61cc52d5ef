import type { Slot } from '@agency/contracts/consultations';
import { MEETING_MODE_LABELS } from '@agency/shared-auth/calendar';
import { SlotPicker } from '@agency/shared-auth/slot-picker';
import { Alert } from '@agency/shared-ui';
import { useController } from 'react-hook-form';
import styled from 'styled-components';
import { copy } from '@/copy';
import type { BookingFormApi } from '../lib/booking-form';

const m = copy.booking.mode;

const Modes = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 0.35rem; font-weight: 600; font-size: 0.95rem; }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    min-height: 44px;
    padding: 0.55rem 0.75rem;
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  label + label { margin-top: 0.5rem; }
  label:has(input:checked) { border-color: ${({ theme }) => theme.color.primary}; }
  input { margin: 0.2rem 0 0; width: 1.1rem; height: 1.1rem; flex: none; accent-color: ${({ theme }) => theme.color.primary}; }
  small { display: block; color: ${({ theme }) => theme.color.muted}; font-size: 0.85rem; }
`;

export interface SchedulePickerProps {
  form: BookingFormApi;
  /** Marks the day to focus when the step opens. */
  autoFocus?: boolean;
  /** A refused slot: the API's detail, and the nearest free slots it offered. */
  refusal?: { detail: string; nearest: readonly Slot[] } | null;
}

/**
 * Step 3: the shared slot picker (@agency/shared-auth/slot-picker, free slots from the API) on the form's date and
 * time, and how to meet (video, phone or the office). After a refused slot the API's words lead the step and its
 * nearest free slots are offered first; everything else typed is kept.
 */
export function SchedulePicker({ form, autoFocus, refusal }: SchedulePickerProps) {
  const date = useController({ control: form.control, name: 'date' });
  const time = useController({ control: form.control, name: 'time' });
  const mode = useController({ control: form.control, name: 'mode' });
  return (
    <>
      {refusal ? <Alert tone="error">{refusal.detail}</Alert> : null}
      <SlotPicker
        value={{ date: date.field.value, time: time.field.value }}
        onChange={(next) => {
          if (next.date !== date.field.value) date.field.onChange(next.date);
          if (next.time !== time.field.value) time.field.onChange(next.time);
          if (next.time) form.clearErrors('time');
        }}
        dateError={date.fieldState.error?.message}
        timeError={time.fieldState.error?.message}
        dateRef={date.field.ref}
        timeRef={time.field.ref}
        autoFocus={autoFocus}
        nearest={refusal?.nearest}
      />
      <Modes>
        <legend>{m.legend}</legend>
        {(['video', 'phone', 'office'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={mode.field.name} value={value} checked={mode.field.value === value} onChange={() => mode.field.onChange(value)} />
            <span>
              {MEETING_MODE_LABELS[value]}
              <small>{m.hints[value]}</small>
            </span>
          </label>
        ))}
      </Modes>
    </>
  );
}
