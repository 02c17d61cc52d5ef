import { errorMessage, type ServiceChoice, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, Dialog, DialogActions } from '@agency/shared-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ResultPanel } from '@/components/result-panel';
import { copy } from '@/copy';
import { type BookingPayload, useBookConsultation } from '../api/book-consultation';
import { type BookingForm, type FieldErrors, initialBookingForm, NO_ERRORS, type RequiredField, stepErrors, toBookingPayload } from '../lib/booking-form';
import { BookingSummary } from './booking-summary';
import { SchedulePicker } from './schedule-picker';
import { ContactFields, MessageField, ServiceFields, type StepFieldsProps } from './step-fields';
import { StepProgress } from './step-progress';

const INPUT_STEPS = copy.booking.steps.length;
const RESULT_STEP = INPUT_STEPS + 1;
/** What takes focus after a refused Next or Submit: the first invalid control (an enabled one), or the summary's Edit link. */
const FIRST_INVALID = '[aria-invalid="true"]:not(:disabled), [data-invalid]';

export interface BookingDialogProps {
  /** The service the opener preselected ('select' for none); the form returns to it after each submit. */
  service: ServiceChoice;
  onClose: () => void;
}

/**
 * Five input steps and a result step (spec sections 2 and 4). Each step checks its own fields before Next
 * moves on, so errors show where they can be fixed; the summary is read-only with an Edit link per step,
 * and Submit checks everything once more (a slot may have passed meanwhile), keeping the user on the summary
 * with the fields highlighted if anything is wrong.
 */
export function BookingDialog({ service, onClose }: BookingDialogProps) {
  const user = useAuthStore((s) => s.user);
  const [form, setForm] = useState<BookingForm>(() => initialBookingForm(service, user));
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [refusals, setRefusals] = useState(0);
  const booking = useBookConsultation();
  const sent = useRef<BookingPayload | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const formId = useId();

  // Each step opens at its top, on its first field (the summary and result on their heading); the dialog itself does it on open.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    if (root.parentElement) root.parentElement.scrollTop = 0;
    if (opened.current) (root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>('h3'))?.focus();
    opened.current = true;
  }, [step]);

  useEffect(() => {
    if (refusals > 0) body.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [refusals]);

  const change = (patch: Partial<BookingForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      if (current.size === 0) return current;
      const next = new Map(current);
      for (const key of Object.keys(patch)) next.delete(key as RequiredField);
      // A new day may make the chosen time's error moot: the time is checked again on Next.
      if ('date' in patch) next.delete('time');
      return next;
    });
  };

  const goTo = (target: number) => {
    setErrors(NO_ERRORS);
    setStep(target);
  };

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  const submit = () => {
    const found = stepErrors(INPUT_STEPS, form, new Date());
    if (found.size > 0) return refuse(found);
    const payload = toBookingPayload(form);
    sent.current = payload;
    setForm(initialBookingForm(service, user));
    setErrors(NO_ERRORS);
    setStep(RESULT_STEP);
    void booking.run(payload);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === INPUT_STEPS) return submit();
    const found = stepErrors(step, form, new Date());
    if (found.size > 0) return refuse(found);
    goTo(step + 1);
  };

  const fields: StepFieldsProps = { form, errors, onChange: change, autoFocus: true };
  const outcomeKnown = booking.status === 'success' || booking.status === 'failure';

  const footer =
    step === RESULT_STEP ? (
      outcomeKnown ? (
        <DialogActions>
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
        </DialogActions>
      ) : null
    ) : (
      <DialogActions>
        {step > 1 ? (
          <Button $variant="secondary" onClick={() => goTo(step - 1)}>
            {copy.actions.previous}
          </Button>
        ) : null}
        <Button type="submit" form={formId}>
          {step < INPUT_STEPS ? copy.actions.next : copy.actions.submit}
        </Button>
      </DialogActions>
    );

  return (
    <Dialog open title={copy.booking.title} onClose={onClose} staticBackdrop placement="top" phoneSheet footer={footer}>
      <div ref={body}>
        {step === RESULT_STEP ? (
          <ResultPanel
            status={booking.status}
            sending={copy.booking.sending}
            successTitle={copy.booking.successTitle}
            successBody={copy.booking.successBody}
            failureTitle={copy.booking.failureTitle}
            failureBody={errorMessage(booking.error, copy.booking.failureBody)}
          />
        ) : (
          <>
            <StepProgress step={step} />
            <form id={formId} noValidate onSubmit={onSubmit}>
              {step === 1 ? <ContactFields {...fields} /> : null}
              {step === 2 ? <ServiceFields {...fields} /> : null}
              {step === 3 ? <SchedulePicker {...fields} /> : null}
              {step === 4 ? <MessageField {...fields} /> : null}
              {step === INPUT_STEPS ? (
                <>
                  <p>{copy.booking.summaryIntro}</p>
                  {errors.size > 0 ? <Alert tone="error">{copy.booking.missing.summary}</Alert> : null}
                  <BookingSummary form={form} errors={errors} onEdit={goTo} />
                </>
              ) : null}
            </form>
          </>
        )}
      </div>
    </Dialog>
  );
}
