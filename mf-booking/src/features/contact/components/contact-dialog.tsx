import type { ContactBody } from '@agency/contracts';
import { AGENCY_CONTACT, errorMessage, useAuthStore } from '@agency/shared-auth';
import { paths } from '@agency/contracts/pages';
import { Alert, Button, Dialog, DialogActions, MarketingConsentField, TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useId, useRef, useState } from 'react';
import { ResultPanel } from '@/components/result-panel';
import { copy } from '@/copy';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactFormSchema, toContactPayload } from '../lib/contact-form';

const f = copy.contact.fields;

/** Step 1 the form, step 2 the result (spec sections 2 and 4); every field is required (section 5). */
export function ContactDialog({ onClose }: { onClose: () => void }) {
  const user = useAuthStore((s) => s.user);
  const form = useZodForm(ContactFormSchema, {
    defaultValues: { name: user?.first_name ?? '', email: user?.email ?? '', subject: '', message: '', marketing_consent: false },
  });
  const { errors } = form.formState;
  const [step, setStep] = useState<1 | 2>(1);
  const contact = useSendContactMessage();
  const sent = useRef<ContactBody | null>(null);
  const formId = useId();

  const onSubmit = form.handleSubmit((values) => {
    const payload = toContactPayload(values);
    sent.current = payload;
    setStep(2);
    contact.mutate(payload);
  });

  const footer =
    step === 2 ? (
      contact.isSuccess || contact.isError ? (
        <DialogActions>
          {contact.isError ? (
            <Button $variant="secondary" onClick={() => sent.current && contact.mutate(sent.current)}>
              {copy.actions.tryAgain}
            </Button>
          ) : null}
          <Button onClick={onClose}>{copy.actions.done}</Button>
        </DialogActions>
      ) : null
    ) : (
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {copy.actions.cancel}
        </Button>
        <Button type="submit" form={formId}>
          {copy.actions.submit}
        </Button>
      </DialogActions>
    );

  // The same frame as the booking dialog: anchored at the top, a full-screen sheet on phones, actions always in view.
  return (
    <Dialog open title={copy.contact.title} onClose={onClose} staticBackdrop placement="top" phoneSheet footer={footer}>
      <div>
        {step === 2 ? (
          <ResultPanel
            status={contact.status}
            sending={copy.contact.sending}
            successTitle={copy.contact.successTitle}
            successBody={copy.contact.successBody}
            failureTitle={copy.contact.failureTitle}
            failureBody={errorMessage(contact.error, copy.contact.failureBody)}
          />
        ) : (
          <form id={formId} noValidate onSubmit={onSubmit}>
            <p>{copy.contact.intro}</p>
            <p>
              {copy.contact.reachUs} <a href={AGENCY_CONTACT.phoneHref}>{AGENCY_CONTACT.phone}</a>,{' '}
              <a href={`mailto:${AGENCY_CONTACT.email}`}>{AGENCY_CONTACT.email}</a>
            </p>
            {Object.keys(errors).length > 0 ? <Alert tone="error">{copy.contact.missing.summary}</Alert> : null}
            <TextField label={f.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} data-autofocus />
            <TextField label={f.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
            <TextField label={f.subject} error={errors.subject?.message} {...form.register('subject')} />
            <TextAreaField label={f.message} error={errors.message?.message} {...form.register('message')} />
            <MarketingConsentField privacyHref={paths.privacy} {...form.register('marketing_consent')} />
          </form>
        )}
      </div>
    </Dialog>
  );
}
