import type { AvailabilityAnswer } from '@agency/contracts/consultations';
import { bookedPath, bookingFromForm, FORM_DEFAULT_COUNTRY, FORM_FIELD, slotValue } from '@agency/contracts/form-posts';
import { paths } from '@agency/contracts/pages';
import { NO_SERVICE, normalizeServiceCode } from '@agency/contracts/services';
import { errorMessage, invalidateApi, useApiQuery } from '@agency/shared-auth';
import { MEETING_MODE_LABELS } from '@agency/shared-auth/calendar';
import { endpointQuery } from '@agency/shared-auth/endpoints';
import { Alert, Link, MarketingConsentField, SelectField, Spinner, TextAreaField, TextField, useNavigate, useSearchParams } from '@agency/shared-ui';
import type { MeetingMode } from '@agency/contracts/consultations';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormPage, fieldsOf, PostedForm, SentPanel } from '@/components/form-page';
import { copy } from '@/copy';
import { useBookConsultation } from '../api/book-consultation';
import { useServiceOptions } from '../api/get-service-options';
import { COUNTRY_OPTIONS } from '../lib/countries';
import { BookingResult } from './booking-result';

const Choice = styled.label`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  min-height: 44px;
  input { width: 1.25rem; height: 1.25rem; flex: none; margin: 0; accent-color: ${({ theme }) => theme.color.primary}; }
`;

const f = copy.booking.fields;
const page = copy.pages.book;
const MODES: MeetingMode[] = ['video', 'phone', 'office'];
/** Two weeks of free times: enough to choose from, small enough for one select. */
const DAYS = '14';

/**
 * /book: the booking form as a page (issue 28). Server-rendered with the free times in it, so it books without
 * JavaScript (the site posts the fields to the API and comes back here); with JavaScript the page sends the form
 * itself. `?service=ma` preselects a service; `?booked=<manage token>` shows the booked consultation.
 */
export function BookPage() {
  const [params] = useSearchParams();
  const booked = params.get('booked');
  return (
    <FormPage meta={page} heading={page.heading}>
      {booked ? <Booked token={booked} /> : params.has('sent') ? <Sent /> : <BookForm params={params} />}
    </FormPage>
  );
}

function Sent({ children }: { children?: ReactNode }) {
  return (
    <SentPanel title={copy.booking.successTitle} body={copy.booking.successBody}>
      {children}
      <p>
        <Link to={paths.book}>{page.another}</Link>
      </p>
    </SentPanel>
  );
}

function Booked({ token }: { token: string }) {
  const consultation = useApiQuery(endpointQuery('GET /api/consultation_link/:token', { params: { token } }));
  if (consultation.isPending) return <Spinner />;
  // The booking went through either way: without its recap (a link used up by a reschedule), the success text alone.
  return <Sent>{consultation.data ? <BookingResult consultation={consultation.data} level={3} /> : null}</Sent>;
}

function BookForm({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const book = useBookConsultation();
  const slots = useApiQuery(endpointQuery('GET /api/availability', { search: { days: DAYS } }));
  // After a post without JavaScript the site renders this page again with what was sent and why it was refused.
  const sent = (name: string) => params.get(name) ?? '';
  // ?service= from a service's button ('pd' is Product Design); anything else leaves the choice to the visitor.
  const chosen = normalizeServiceCode(sent('services') || sent('service'));
  const service = chosen === NO_SERVICE ? '' : chosen;
  const options = useServiceOptions(service);
  const mode = (MODES as string[]).includes(sent('mode')) ? sent('mode') : 'video';
  const refused = book.isError ? errorMessage(book.error, copy.booking.failureBody) : book.isIdle && params.has(FORM_FIELD.error) ? params.get(FORM_FIELD.error) || copy.booking.failureBody : null;

  const send = (form: HTMLFormElement) =>
    book.mutate(bookingFromForm(fieldsOf(form)), {
      onSuccess: (answer) => navigate(bookedPath(answer)),
      // A slot taken meanwhile: the list is read again, without it.
      onError: () => void invalidateApi('availability'),
    });

  return (
    <>
      <p>{page.intro}</p>
      <PostedForm
        action={paths.book}
        onSend={send}
        sending={book.isPending}
        sendingText={copy.booking.sending}
        submitText={copy.actions.submit}
        error={refused}
      >
        <TextField label={f.name} name="name" autoComplete="name" required defaultValue={sent('name')} />
        <TextField label={f.email} name="email" type="email" autoComplete="email" required defaultValue={sent('email')} />
        <SelectField label={f.phoneCountry} name={FORM_FIELD.country} autoComplete="tel-country-code" defaultValue={sent(FORM_FIELD.country) || FORM_DEFAULT_COUNTRY}>
          {COUNTRY_OPTIONS}
        </SelectField>
        <TextField label={f.phone} name="phone" type="tel" autoComplete="tel-national" required defaultValue={sent('phone')} />
        <SelectField label={f.service} name="services" required defaultValue={service}>
          <option value="">{f.noService}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField label={f.subject} name="subject" required defaultValue={sent('subject')} />
        <SlotSelect answer={slots.data} failed={slots.isError} chosen={sent(FORM_FIELD.slot)} />
        <fieldset>
          <legend>{copy.booking.mode.legend}</legend>
          {MODES.map((value) => (
            <Choice key={value}>
              <input type="radio" name="mode" value={value} defaultChecked={value === mode} />
              <span>
                {MEETING_MODE_LABELS[value]}: {copy.booking.mode.hints[value]}
              </span>
            </Choice>
          ))}
        </fieldset>
        <TextAreaField label={f.message} hint={f.messageHint} name="message" defaultValue={sent('message')} />
        <MarketingConsentField privacyHref={paths.privacy} name={FORM_FIELD.consent} defaultChecked={sent(FORM_FIELD.consent) === 'on'} />
      </PostedForm>
    </>
  );
}

/** The free starts of the next two weeks, by day: one native select, so it works without JavaScript. */
function SlotSelect({ answer, failed, chosen }: { answer?: AvailabilityAnswer; failed: boolean; chosen: string }) {
  const days = (answer?.days ?? []).filter((day) => day.slots.length > 0);
  if (failed) return <Alert tone="error">{page.slotsFailed}</Alert>;
  // Rendered once the times are known (on the server, always): the select's first value is the one it keeps.
  if (!answer) return <Spinner label={page.slotsLoading} />;
  if (days.length === 0) return <Alert tone="info">{page.noSlots}</Alert>;
  return (
    <SelectField label={page.slot} hint={page.slotHint} name={FORM_FIELD.slot} required defaultValue={chosen}>
      <option value="">{page.noSlot}</option>
      {days.map((day) => (
        <optgroup key={day.date} label={day.long_date}>
          {day.slots.map((slot) => (
            <option key={slot.time} value={slotValue(slot)}>
              {`${day.long_date}, ${copy.booking.schedule.atTime(slot.time)}`}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
