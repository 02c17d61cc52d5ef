import { errorMessage, type ServiceChoice, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, Dialog } from '@agency/shared-ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Actions, Fieldset, StepStatus } from '@/components/dialog-layout';
import { ResultPanel } from '@/components/result-panel';
import { copy } from '@/copy';
import { type BookingPayload, useBookConsultation } from '../api/book-consultation';
import { type BookingForm, initialBookingForm, missingBookingFields, type RequiredField, toBookingPayload } from '../lib/booking-form';
import { ContactFields, MessageField, ScheduleFields, ServiceFields, type StepFieldsProps } from './step-fields';

const INPUT_STEPS = copy.booking.steps.length;
const RESULT_STEP = INPUT_STEPS + 1;
const NO_MISSING: ReadonlySet<RequiredField> = new Set();

export interface BookingDialogProps {
  /** The service the opener preselected ('select' for none); the form returns to it after each submit. */
  service: ServiceChoice;
  onClose: () => void;
}

/**
 * Five input steps and a result step (spec sections 2 and 4). Next never blocks: the summary is where
 * missing required fields stop the user, highlighted right where they can be filled in.
 */
export function BookingDialog({ service, onClose }: BookingDialogProps) {
  const user = useAuthStore((s) => s.user);
  const [form, setForm] = useState<BookingForm>(() => initialBookingForm(service, user));
  const [step, setStep] = useState(1);
  const [missing, setMissing] = useState(NO_MISSING);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const booking = useBookConsultation();
  const sent = useRef<BookingPayload | null>(null);
  const body = useRef<HTMLDivElement>(null);

  // Each step opens on its first field (the result step on its heading); the dialog itself does it on open.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change
  useEffect(() => {
    if (opened.current) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    opened.current = true;
  }, [step]);

  useEffect(() => {
    if (failedAttempts > 0) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const change = (patch: Partial<BookingForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setMissing((current) => {
      if (current.size === 0) return current;
      const next = new Set(current);
      for (const key of Object.keys(patch)) next.delete(key as RequiredField);
      return next;
    });
  };

  const previous = () => {
    setMissing(NO_MISSING);
    setStep((s) => Math.max(1, s - 1));
  };

  const submit = () => {
    const blank = missingBookingFields(form);
    if (blank.size > 0) {
      setMissing(blank);
      setFailedAttempts((n) => n + 1);
      return;
    }
    const payload = toBookingPayload(form);
    sent.current = payload;
    setForm(initialBookingForm(service, user));
    setMissing(NO_MISSING);
    setStep(RESULT_STEP);
    void booking.run(payload);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < INPUT_STEPS) setStep(step + 1);
    else submit();
  };

  const fields: StepFieldsProps = { form, missing, onChange: change, autoFocus: true };
  const steps = copy.booking.steps;

  return (
    <Dialog open title={copy.booking.title} onClose={onClose} staticBackdrop>
      <div ref={body}>
        <StepStatus aria-live="polite" aria-atomic="true">
          {step <= INPUT_STEPS ? <h3>{copy.booking.stepOf(step, INPUT_STEPS, steps[step - 1]!)}</h3> : null}
        </StepStatus>
        {step === RESULT_STEP ? (
          <ResultPanel
            status={booking.status}
            sending={copy.booking.sending}
            successTitle={copy.booking.successTitle}
            successBody={copy.booking.successBody}
            failureTitle={copy.booking.failureTitle}
            failureBody={errorMessage(booking.error, copy.booking.failureBody)}
            actions={
              <Actions>
                {booking.status === 'failure' ? (
                  <Button $variant="secondary" onClick={() => sent.current && void booking.run(sent.current)}>
                    {copy.actions.tryAgain}
                  </Button>
                ) : (
                  <Button
                    $variant="secondary"
                    onClick={() => {
                      booking.reset();
                      setStep(1);
                    }}
                  >
                    {copy.actions.another}
                  </Button>
                )}
                <Button onClick={onClose}>{copy.actions.done}</Button>
              </Actions>
            }
          />
        ) : (
          <form noValidate onSubmit={onSubmit}>
            {step === 1 ? <ContactFields {...fields} /> : null}
            {step === 2 ? <ServiceFields {...fields} /> : null}
            {step === 3 ? <ScheduleFields {...fields} /> : null}
            {step === 4 ? <MessageField {...fields} /> : null}
            {step === INPUT_STEPS ? (
              <>
                <p>{copy.booking.summaryIntro}</p>
                {missing.size > 0 ? <Alert tone="error">{copy.booking.missing.summary}</Alert> : null}
                <Fieldset>
                  <legend>{steps[0]}</legend>
                  <ContactFields {...fields} />
                </Fieldset>
                <Fieldset>
                  <legend>{steps[1]}</legend>
                  <ServiceFields {...fields} autoFocus={false} />
                </Fieldset>
                <Fieldset>
                  <legend>{steps[2]}</legend>
                  <ScheduleFields {...fields} autoFocus={false} />
                </Fieldset>
                <Fieldset>
                  <legend>{steps[3]}</legend>
                  <MessageField {...fields} autoFocus={false} />
                </Fieldset>
              </>
            ) : null}
            <Actions>
              {step > 1 ? (
                <Button $variant="secondary" onClick={previous}>
                  {copy.actions.previous}
                </Button>
              ) : null}
              <Button type="submit">{step < INPUT_STEPS ? copy.actions.next : copy.actions.submit}</Button>
            </Actions>
          </form>
        )}
      </div>
    </Dialog>
  );
}
