import { AGENCY_CONTACT, errorMessage, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, Dialog, DialogActions, TextAreaField, TextField } from '@agency/shared-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ResultPanel } from '@/components/result-panel';
import { copy } from '@/copy';
import { type ContactPayload, useSendContactMessage } from '../api/send-contact-message';

type ContactField = keyof ContactPayload;
const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
const NO_MISSING: ReadonlySet<ContactField> = new Set();

/** Step 1 the form, step 2 the result (spec sections 2 and 4); every field is required (section 5). */
export function ContactDialog({ onClose }: { onClose: () => void }) {
  const user = useAuthStore((s) => s.user);
  const [form, setForm] = useState<ContactPayload>(() => ({ name: user?.first_name ?? '', email: user?.email ?? '', subject: '', message: '' }));
  const [missing, setMissing] = useState(NO_MISSING);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [step, setStep] = useState<1 | 2>(1);
  const contact = useSendContactMessage();
  const sent = useRef<ContactPayload | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const formId = useId();

  useEffect(() => {
    if (failedAttempts > 0) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const change = (field: ContactField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setMissing((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const blank = new Set(FIELDS.filter((field) => form[field].trim() === ''));
    if (blank.size > 0) {
      setMissing(blank);
      setFailedAttempts((n) => n + 1);
      return;
    }
    const payload: ContactPayload = { name: form.name.trim(), email: form.email.trim(), subject: form.subject.trim(), message: form.message.trim() };
    sent.current = payload;
    setStep(2);
    void contact.run(payload);
  };

  const fieldProps = (field: ContactField) => ({
    label: copy.contact.fields[field],
    name: field,
    value: form[field],
    error: missing.has(field) ? copy.contact.missing[field] : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const footer =
    step === 2 ? (
      contact.status === 'success' || contact.status === 'failure' ? (
        <DialogActions>
          {contact.status === 'failure' ? (
            <Button $variant="secondary" onClick={() => sent.current && void contact.run(sent.current)}>
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
      <div ref={body}>
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
            {missing.size > 0 ? <Alert tone="error">{copy.contact.missing.summary}</Alert> : null}
            <TextField {...fieldProps('name')} autoComplete="name" data-autofocus />
            <TextField {...fieldProps('email')} type="email" autoComplete="email" />
            <TextField {...fieldProps('subject')} />
            <TextAreaField {...fieldProps('message')} />
          </form>
        )}
      </div>
    </Dialog>
  );
}
