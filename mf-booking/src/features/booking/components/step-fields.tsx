import { NO_SERVICE } from '@agency/shared-auth';
import { paths } from '@agency/contracts/pages';
import { MarketingConsentField, SelectField, TextAreaField, TextField } from '@agency/shared-ui';
import { useWatch } from 'react-hook-form';
import { copy } from '@/copy';
import { useServiceOptions } from '../api/get-service-options';
import type { BookingFormApi } from '../lib/booking-form';
import { PhoneField } from './phone-field';

export interface StepFieldsProps {
  form: BookingFormApi;
  /** Marks the group's first field as the one that takes focus when the step opens. */
  autoFocus?: boolean;
}

const f = copy.booking.fields;
const focusMark = (autoFocus?: boolean) => (autoFocus ? { 'data-autofocus': true } : {});

export function ContactFields({ form, autoFocus }: StepFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <TextField label={f.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} {...focusMark(autoFocus)} />
      <TextField label={f.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <PhoneField form={form} />
      <MarketingConsentField privacyHref={paths.privacy} {...form.register('marketing_consent')} />
    </>
  );
}

export function ServiceFields({ form, autoFocus }: StepFieldsProps) {
  const { errors } = form.formState;
  const service = useWatch({ control: form.control, name: 'services' });
  const options = useServiceOptions(service);
  return (
    <>
      <SelectField label={f.service} error={errors.services?.message} hint={options.find((o) => o.code === service)?.price} {...form.register('services')} {...focusMark(autoFocus)}>
        <option value={NO_SERVICE}>{f.noService}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {service === 'custom' ? <TextAreaField label={f.customRequest} hint={f.customRequestHint} {...form.register('customRequest')} /> : null}
      <TextField label={f.subject} error={errors.subject?.message} {...form.register('subject')} />
    </>
  );
}

export function MessageField({ form, autoFocus }: StepFieldsProps) {
  return <TextAreaField label={f.message} hint={f.messageHint} {...form.register('message')} {...focusMark(autoFocus)} />;
}
