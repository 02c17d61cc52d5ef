import type { BookingBody } from '@agency/contracts';
import type { Slot } from '@agency/contracts/consultations';
import { type BookingPurpose, errorMessage, invalidateApi, type ServiceChoice, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, ConfirmDialog, Dialog, DialogActions } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ResultPanel } from '@/components/result-panel';
import { copy } from '@/copy';
import { useBookConsultation } from '../api/book-consultation';
import { type BookingFormValues, BookingFormSchema, initialBookingForm, REQUIRED_FIELDS, STEP_FIELDS, toBookingPayload } from '../lib/booking-form';
import { BookingResult } from './booking-result';
import { BookingSummary } from './booking-summary';
import { SchedulePicker } from './schedule-picker';
import { slotRefusal } from '@agency/shared-auth/slot-picker';
import { ContactFields, MessageField, ServiceFields, type StepFieldsProps } from './step-fields';
import { StepProgress } from './step-progress';

const INPUT_STEPS = copy.booking.steps.length;
const RESULT_STEP = INPUT_STEPS + 1;
const SCHEDULE_STEP = 3;

export interface BookingDialogProps {
  /** The service the opener preselected ('select' for none); the form returns to it after each submit. */
  service: ServiceChoice;
  /** What was clicked: 'consultation' titles the dialog "Book a consultation"; otherwise it is the service request. */
  purpose?: BookingPurpose;
  /** The package of a "Get started" button: noted under the title and put in the subject. */
  packageName?: string;
  onClose: () => void;
}

/**
 * Five input steps and a result step (spec sections 2 and 4), one react-hook-form form over the booking schema.
 * Each step checks its own fields (`trigger`) before Next moves on, so errors show where they can be fixed, and
 * the first invalid control of the step takes focus; the summary is read-only with an Edit link per step, and
 * Submit checks everything once more (a slot may have passed meanwhile), keeping the user on the summary with
 * the sections highlighted if anything is wrong.
 */
export function BookingDialog({ service, purpose, packageName, onClose }: BookingDialogProps) {
  const user = useAuthStore((s) => s.user);
  const fresh = () => initialBookingForm(service, user, packageName);
  const form = useZodForm(BookingFormSchema, { defaultValues: fresh() });
  const { errors, isDirty } = form.formState;
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const [refusal, setRefusal] = useState<{ detail: string; nearest: readonly Slot[] } | null>(null);
  const [step, setStep] = useState(1);
  const [summaryRefusals, setSummaryRefusals] = useState(0);
  const booking = useBookConsultation();
  const sent = useRef<BookingBody | null>(null);
  const sentValues = useRef<BookingFormValues | null>(null);
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

  // A step is checked with `trigger`, not submitted: so that a field showing an error clears it as soon as it is
  // fixed (as useZodForm does after a refused submit), a changed field with an error is checked again.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // A refused Submit on the summary: the fields are on other steps, so the first highlighted section's Edit link takes focus.
  useEffect(() => {
    if (summaryRefusals > 0) body.current?.querySelector<HTMLElement>('[data-invalid]')?.focus();
  }, [summaryRefusals]);

  const goTo = (target: number) => {
    form.clearErrors();
    setStep(target);
  };

  // The spec clears the fields after submit; a refused slot (409) puts them all back and returns to the date and
  // time, with the API's words and its nearest free slots, so nothing typed is lost.
  const send = (values: BookingFormValues) => {
    const payload = toBookingPayload(values);
    sent.current = payload;
    sentValues.current = values;
    booking.mutate(payload, {
      onSuccess: () => void invalidateApi('availability'),
      onError: (error) => {
        const refused = slotRefusal(error);
        if (!refused) return;
        const detail = refused.detail ?? copy.booking.invalid.time;
        void invalidateApi('availability');
        form.reset(values, { keepDefaultValues: true });
        setRefusal({ detail, nearest: refused.nearest });
        booking.reset();
        setStep(SCHEDULE_STEP);
        form.setError('time', { message: detail });
      },
    });
  };

  const submit = form.handleSubmit(
    (values) => {
      form.reset(fresh());
      setRefusal(null);
      setStep(RESULT_STEP);
      send(values);
    },
    () => setSummaryRefusals((n) => n + 1),
  );

  const onSubmit = async (event: FormEvent) => {
    if (step === INPUT_STEPS) return submit(event);
    event.preventDefault();
    const fields = STEP_FIELDS[step] ?? [];
    if (fields.length === 0 || (await form.trigger([...fields], { shouldFocus: true }))) goTo(step + 1);
  };

  // Closing (×) with anything typed asks first; a fresh or sent form closes at once.
  const requestClose = () => {
    if (isDirty) setAskingToDiscard(true);
    else onClose();
  };

  const fields: StepFieldsProps = { form, autoFocus: true };
  const outcomeKnown = booking.isSuccess || booking.isError;

  const footer =
    step === RESULT_STEP ? (
      outcomeKnown ? (
        <DialogActions>
          {booking.isError ? (
            <Button $variant="secondary" onClick={() => sentValues.current && send(sentValues.current)}>
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
    <Dialog
      open
      title={purpose === 'consultation' ? copy.booking.consultationTitle : copy.booking.title}
      description={packageName && step !== RESULT_STEP ? copy.booking.packageNote(packageName) : undefined}
      onClose={requestClose}
      staticBackdrop
      placement="top"
      phoneSheet
      footer={footer}
    >
      <div ref={body}>
        {step === RESULT_STEP ? (
          <ResultPanel
            status={booking.status}
            sending={copy.booking.sending}
            successTitle={copy.booking.successTitle}
            successBody={copy.booking.successBody}
            failureTitle={copy.booking.failureTitle}
            failureBody={errorMessage(booking.error, copy.booking.failureBody)}
            details={booking.data?.consultation ? <BookingResult consultation={booking.data.consultation} email={sent.current?.email ?? ''} /> : null}
          />
        ) : (
          <>
            <StepProgress step={step} />
            <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
              {step === 1 ? <ContactFields {...fields} /> : null}
              {step === 2 ? <ServiceFields {...fields} /> : null}
              {step === SCHEDULE_STEP ? <SchedulePicker {...fields} refusal={refusal} /> : null}
              {step === 4 ? <MessageField {...fields} /> : null}
              {step === INPUT_STEPS ? (
                <>
                  <p>{copy.booking.summaryIntro}</p>
                  {REQUIRED_FIELDS.some((field) => errors[field]) ? <Alert tone="error">{copy.booking.missing.summary}</Alert> : null}
                  <BookingSummary form={form.getValues()} errors={errors} onEdit={goTo} />
                </>
              ) : null}
            </form>
          </>
        )}
      </div>
      <ConfirmDialog
        open={askingToDiscard}
        texts={copy.booking.discard}
        status="idle"
        onConfirm={() => {
          setAskingToDiscard(false);
          onClose();
        }}
        onClose={() => setAskingToDiscard(false)}
      />
    </Dialog>
  );
}
