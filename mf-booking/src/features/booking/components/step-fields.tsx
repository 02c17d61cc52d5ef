import { NO_SERVICE, SERVICES, type ServiceChoice } from '@agency/shared-auth';
import { SelectField, TextAreaField, TextField } from '@agency/shared-ui';
import { copy } from '@/copy';
import type { BookingForm, FieldErrors } from '../lib/booking-form';
import { PhoneField } from './phone-field';

export interface StepFieldsProps {
  form: BookingForm;
  errors: FieldErrors;
  onChange: (patch: Partial<BookingForm>) => void;
  /** Marks the group's first field as the one that takes focus when the step opens. */
  autoFocus?: boolean;
}

const f = copy.booking.fields;
const focusMark = (autoFocus?: boolean) => (autoFocus ? { 'data-autofocus': true } : {});

export function ContactFields({ form, errors, onChange, autoFocus }: StepFieldsProps) {
  return (
    <>
      <TextField
        label={f.name}
        name="name"
        autoComplete="name"
        value={form.name}
        error={errors.get('name')}
        onChange={(e) => onChange({ name: e.target.value })}
        {...focusMark(autoFocus)}
      />
      <TextField
        label={f.email}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.get('email')}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <PhoneField country={form.country} phone={form.phone} error={errors.get('phone')} onChange={onChange} />
    </>
  );
}

export function ServiceFields({ form, errors, onChange, autoFocus }: StepFieldsProps) {
  return (
    <>
      <SelectField
        label={f.service}
        name="services"
        value={form.services}
        error={errors.get('services')}
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
        error={errors.get('subject')}
        onChange={(e) => onChange({ subject: e.target.value })}
      />
    </>
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
