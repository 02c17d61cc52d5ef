import { NO_SERVICE, SERVICES, type ServiceChoice } from '@agency/shared-auth';
import { SelectField, TextAreaField, TextField, media } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '@/copy';
import { type BookingForm, type MissingFields, todayIsoDay } from '../lib/booking-form';
import { missingText } from './field-errors';
import { PhoneField } from './phone-field';

export interface StepFieldsProps {
  form: BookingForm;
  missing: MissingFields;
  onChange: (patch: Partial<BookingForm>) => void;
  /** Marks the group's first field as the one that takes focus when the step opens. */
  autoFocus?: boolean;
}

const f = copy.booking.fields;
const focusMark = (autoFocus?: boolean) => (autoFocus ? { 'data-autofocus': true } : {});

export function ContactFields({ form, missing, onChange, autoFocus }: StepFieldsProps) {
  return (
    <>
      <TextField
        label={f.name}
        name="name"
        autoComplete="name"
        value={form.name}
        error={missingText(missing, 'name')}
        onChange={(e) => onChange({ name: e.target.value })}
        {...focusMark(autoFocus)}
      />
      <TextField
        label={f.email}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        error={missingText(missing, 'email')}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <PhoneField country={form.country} phone={form.phone} error={missingText(missing, 'phone')} onChange={onChange} />
    </>
  );
}

export function ServiceFields({ form, missing, onChange, autoFocus }: StepFieldsProps) {
  return (
    <>
      <SelectField
        label={f.service}
        name="services"
        value={form.services}
        error={missingText(missing, 'services')}
        onChange={(e) => onChange({ services: e.target.value as ServiceChoice })}
        {...focusMark(autoFocus)}
      >
        <option value={NO_SERVICE}>{f.noService}</option>
        {SERVICES.map((service) => (
          <option key={service.code} value={service.code}>
            {service.label}
          </option>
        ))}
      </SelectField>
      {form.services === 'custom' ? (
        <TextAreaField
          label={f.customRequest}
          hint={f.customRequestHint}
          name="customRequest"
          value={form.customRequest}
          onChange={(e) => onChange({ customRequest: e.target.value })}
        />
      ) : null}
      <TextField
        label={f.subject}
        name="subject"
        value={form.subject}
        error={missingText(missing, 'subject')}
        onChange={(e) => onChange({ subject: e.target.value })}
      />
    </>
  );
}

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 1rem;
  ${media.sm} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

export function ScheduleFields({ form, missing, onChange, autoFocus }: StepFieldsProps) {
  return (
    <Pair>
      <TextField
        label={f.date}
        name="date"
        type="date"
        min={todayIsoDay()}
        value={form.date}
        error={missingText(missing, 'date')}
        onChange={(e) => onChange({ date: e.target.value })}
        {...focusMark(autoFocus)}
      />
      <TextField
        label={f.time}
        name="time"
        type="time"
        value={form.time}
        error={missingText(missing, 'time')}
        onChange={(e) => onChange({ time: e.target.value })}
      />
    </Pair>
  );
}

export function MessageField({ form, onChange, autoFocus }: StepFieldsProps) {
  return (
    <TextAreaField
      label={f.message}
      hint={f.messageHint}
      name="message"
      value={form.message}
      onChange={(e) => onChange({ message: e.target.value })}
      {...focusMark(autoFocus)}
    />
  );
}
