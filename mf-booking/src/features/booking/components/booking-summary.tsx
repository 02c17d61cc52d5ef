import { MEETING_MODE_LABELS } from '@agency/shared-auth/calendar';
import { media } from '@agency/shared-ui';
import { Fragment, useId } from 'react';
import { formatPhoneNumberIntl } from 'react-phone-number-input/input';
import styled from 'styled-components';
import { copy } from '@/copy';
import { optionLabel, useServiceOptions } from '../api/get-service-options';
import { type BookingFormInput, formatLongDate, type RequiredField } from '../lib/booking-form';
import { differsFromAgency, localTime, slotInstant, visitorTimeZone, zoneAbbreviation } from '../lib/schedule';

const f = copy.booking.fields;
const steps = copy.booking.steps;

const Section = styled.section<{ $invalid: boolean }>`
  padding: 0.85rem 1rem;
  margin-bottom: 0.75rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-left-width: 4px;
  border-left-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h4 { margin: 0; font-size: 1rem; }
`;

/** A link-looking button: it moves within the dialog, it does not navigate. */
const EditButton = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  min-width: 44px;
  padding: 0 0.5rem;
  margin-right: -0.5rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover { text-decoration-thickness: 2px; }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.1rem 1rem;
  margin: 0.25rem 0 0;
  ${media.sm} { grid-template-columns: minmax(7rem, auto) minmax(0, 1fr); }
  dt { color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; padding-top: 0.35rem; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  ${media.sm} { dd { padding-top: 0.3rem; } }
`;

const FieldError = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

export interface BookingSummaryProps {
  form: BookingFormInput;
  /** The form's field errors (react-hook-form's), from the final check on Submit. */
  errors: Partial<Record<RequiredField, { message?: string }>>;
  /** Goes back to an input step to change it. */
  onEdit: (step: number) => void;
}

interface Row {
  label: string;
  value: React.ReactNode;
  field?: RequiredField;
}

/** Step 5: the whole booking read-only, one section per step, each with an Edit link back to its step. */
export function BookingSummary({ form, errors, onEdit }: BookingSummaryProps) {
  const ids = useId();
  const service = optionLabel(useServiceOptions(form.services), form.services);
  const zone = visitorTimeZone();
  const start = slotInstant(form.date, form.time);
  const when =
    form.time && start ? (
      <>
        {copy.booking.schedule.atTime(form.time)}
        {differsFromAgency(zone, start) ? (
          <>
            <br />
            <Muted>{copy.booking.schedule.inYourZone(localTime(form.date, form.time, zone), zoneAbbreviation(zone, start))}</Muted>
          </>
        ) : null}
      </>
    ) : (
      ''
    );
  const sections: Row[][] = [
    [
      { label: f.name, value: form.name.trim(), field: 'name' },
      { label: f.email, value: form.email.trim(), field: 'email' },
      { label: f.phone, value: form.phone ? formatPhoneNumberIntl(form.phone) || form.phone : '', field: 'phone' },
    ],
    [
      { label: f.service, value: service, field: 'services' },
      ...(form.services === 'custom' ? [{ label: f.customRequest, value: form.customRequest.trim() || <Muted>—</Muted> }] : []),
      { label: f.subject, value: form.subject.trim(), field: 'subject' },
    ],
    [
      { label: f.date, value: form.date ? formatLongDate(form.date) : '', field: 'date' },
      { label: f.time, value: when, field: 'time' },
      { label: copy.booking.mode.summaryLabel, value: MEETING_MODE_LABELS[form.mode] },
    ],
    [{ label: f.message, value: form.message.trim() || <Muted>{copy.booking.noMessage}</Muted> }],
  ];

  return (
    <>
      {sections.map((rows, index) => {
        const step = index + 1;
        const invalid = rows.filter((row) => row.field && errors[row.field]);
        const errorIds = invalid.map((row) => `${ids}-${row.field}`);
        return (
          <Section key={steps[index]} $invalid={invalid.length > 0} aria-labelledby={`${ids}-h${step}`}>
            <SectionHead>
              <h4 id={`${ids}-h${step}`}>{steps[index]}</h4>
              <EditButton
                aria-label={copy.booking.editSection(steps[index]!)}
                aria-describedby={errorIds.length ? errorIds.join(' ') : undefined}
                data-invalid={invalid.length > 0 || undefined}
                onClick={() => onEdit(step)}
              >
                {copy.booking.edit}
              </EditButton>
            </SectionHead>
            <List>
              {rows.map((row) => {
                const error = row.field ? errors[row.field]?.message : undefined;
                return (
                  <Fragment key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>
                      {row.value}
                      {error ? <FieldError id={`${ids}-${row.field}`}>{`${row.label}: ${error}`}</FieldError> : null}
                    </dd>
                  </Fragment>
                );
              })}
            </List>
          </Section>
        );
      })}
    </>
  );
}
