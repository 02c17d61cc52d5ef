import { consultations } from '@agency/contracts';
import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, ConfirmDialog, SelectField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { type Ref, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { submitWith } from '../../components/form-dialog';
import { useOfficeAction } from '../../components/office-action';
import { Actions, Email, Facts, ItemCard, Muted, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';
import { refresh } from '../../lib/office-query';
import { saveFile } from '../../lib/save-file';
import { CALENDAR_CHANGED, cancelConsultation, changeConsultation, consultationIcs, type OfficeConsultation, useHosts } from './api';
import { RescheduleDialog } from './reschedule-dialog';

const c = copy.calendar;

const Controls = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: minmax(0, 1fr);
  margin: 0.5rem 0 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  max-width: 44rem;
  form { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr)); align-items: start; }
  form > button { grid-column: 1 / -1; justify-self: start; }
`;

const WhatsApp = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0.4rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.successSoft}; }
`;

/**
 * The client's WhatsApp chat with a message typed for them: the API gives the number's click-to-chat address
 * (https://wa.me/<digits>), the office adds the text naming the request and the time in WAT.
 */
export function whatsappHref(consultation: Pick<OfficeConsultation, 'whatsapp_url' | 'client' | 'request_id' | 'label'>): string | null {
  if (!consultation.whatsapp_url) return null;
  const url = new URL(consultation.whatsapp_url);
  url.search = '';
  const firstName = consultation.client.trim().split(/\s+/)[0] ?? '';
  return `${url.href}?text=${encodeURIComponent(c.whatsappText(firstName, consultation.request_id, consultation.label))}`;
}

const MeetingForm = z.object({
  mode: consultations.MeetingMode,
  meeting_link: fromText(consultations.ConsultationChange.shape.meeting_link.unwrap(), c.badLink),
});

/** The meeting mode and, for video, its link: saved together. */
function MeetingDetails({ consultation, busy, onSave }: { consultation: OfficeConsultation; busy: boolean; onSave: (change: z.output<typeof MeetingForm>) => Promise<unknown> }) {
  const form = useZodForm(MeetingForm, { defaultValues: { mode: consultation.mode, meeting_link: consultation.meeting_link ?? '' } });
  const mode = form.watch('mode');
  const submit = submitWith(form, (values) => onSave(values.mode === 'video' ? values : { mode: values.mode, meeting_link: '' }));
  return (
    <form onSubmit={submit} noValidate aria-label={c.saveMeeting}>
      <SelectField label={c.meetingMode} {...form.register('mode')}>
        {consultations.MeetingMode.options.map((m) => (
          <option key={m} value={m}>
            {c.mode[m]}
          </option>
        ))}
      </SelectField>
      {mode === 'video' ? (
        <TextField label={c.meetingLink} hint={c.meetingLinkHint} type="url" error={form.formState.errors.meeting_link?.message} {...form.register('meeting_link')} />
      ) : null}
      <Button type="submit" $variant="secondary" disabled={busy || form.formState.isSubmitting}>
        {c.saveMeeting}
      </Button>
    </form>
  );
}

/** The host: any staff member, or none; a change is saved at once. */
function HostPicker({ consultation, busy, onChange }: { consultation: OfficeConsultation; busy: boolean; onChange: (hostId: number | null, name: string) => void }) {
  const hosts = useHosts();
  const list = hosts.data ?? (consultation.host ? [{ id: consultation.host.id, name: consultation.host.name, email: consultation.host.email }] : []);
  return (
    <SelectField
      label={c.host}
      value={consultation.host ? String(consultation.host.id) : ''}
      disabled={busy || !hosts.data}
      onChange={(event) => {
        const id = event.target.value ? Number(event.target.value) : null;
        onChange(id, list.find((h) => h.id === id)?.name ?? '');
      }}
    >
      <option value="">{c.noHost}</option>
      {list.map((h) => (
        <option key={h.id} value={h.id}>
          {h.name || h.email}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * One consultation in full: when (WAT), who, what, how and where, its host, and what staff can do with it:
 * set the host and the meeting details, message the client on WhatsApp, download the .ics, reschedule, cancel.
 * Each action says how it went in the card's own live region.
 */
export function ConsultationCard({ consultation, headingRef, headingLevel = 3 }: { consultation: OfficeConsultation; headingRef?: Ref<HTMLHeadingElement>; headingLevel?: 2 | 3 }) {
  const feedback = useOfficeAction();
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // The reschedule dialog's outcome, said here once it closes (until the next action says its own).
  const [moved, setMoved] = useState<string | null>(null);
  const cancel = useApiMutation({
    mutationFn: () => cancelConsultation(consultation.id),
    onSuccess: () => refresh(CALENDAR_CHANGED),
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const live = consultation.status !== 'cancelled';
  const chat = whatsappHref(consultation);
  const headingId = `consultation-${consultation.id}`;
  const act: typeof feedback.run = (action) => {
    setMoved(null);
    feedback.run(action);
  };
  const save = (change: Parameters<typeof changeConsultation>[1], success: string) => {
    setMoved(null);
    return feedback.submit({ run: () => changeConsultation(consultation.id, change), success, refresh: CALENDAR_CHANGED });
  };

  return (
    <ItemCard aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {consultation.time} WAT · {consultation.client}{' '}
        <StatusPill $tone={consultation.status === 'booked' ? 'done' : consultation.status === 'clash' ? 'warn' : 'plain'}>{c.status[consultation.status]}</StatusPill>
      </Heading>
      <Muted>{consultation.service_label}</Muted>
      {moved ? <Alert tone="success">{moved}</Alert> : feedback.view}
      <Facts>
        <dt>{c.facts.when}</dt>
        <dd>{consultation.label}</dd>
        <dt>{c.facts.client}</dt>
        <dd>
          {consultation.client} · <a href={`mailto:${consultation.email}`}>
            <Email address={consultation.email} />
          </a>
          {consultation.phone ? ` · ${consultation.phone}` : ''}
        </dd>
        <dt>{c.facts.subject}</dt>
        <dd>{consultation.subject}</dd>
        <dt>{c.facts.mode}</dt>
        <dd>{c.mode[consultation.mode]}</dd>
        <dt>{c.facts.where}</dt>
        <dd>
          {consultation.mode === 'video' ? (
            consultation.meeting_link ? <a href={consultation.meeting_link}>{consultation.meeting_link}</a> : c.noLink
          ) : (
            consultation.location
          )}
        </dd>
        <dt>{c.facts.host}</dt>
        <dd>{consultation.host ? consultation.host.name || consultation.host.email : c.noHost}</dd>
        <dt>{c.facts.reference}</dt>
        <dd>{c.reference(consultation.request_id)}</dd>
        {consultation.status === 'cancelled' ? (
          <>
            <dt>{c.facts.cancelled}</dt>
            <dd>{consultation.cancel_reason || '—'}</dd>
          </>
        ) : null}
      </Facts>
      {live ? (
        <Controls>
          <HostPicker
            consultation={consultation}
            busy={feedback.busy}
            onChange={(hostId, name) =>
              act({ run: () => changeConsultation(consultation.id, { host_id: hostId }), success: hostId ? c.hostSet(name) : c.hostRemoved, refresh: CALENDAR_CHANGED })
            }
          />
          <MeetingDetails consultation={consultation} busy={feedback.busy} onSave={(change) => save(change, c.meetingSaved)} />
        </Controls>
      ) : null}
      <Actions>
        {chat ? (
          <WhatsApp href={chat} target="_blank" rel="noopener noreferrer">
            {c.whatsapp(consultation.client)}
          </WhatsApp>
        ) : (
          <Muted>{c.noWhatsapp}</Muted>
        )}
        <Button $variant="secondary" onClick={() => act({ run: () => saveFile(consultationIcs(consultation.id), `consultation-${consultation.id}.ics`) })}>
          {c.downloadIcs}
        </Button>
        {live && consultation.can_change ? (
          <>
            <Button $variant="secondary" onClick={() => setRescheduling(true)}>
              {c.reschedule}
            </Button>
            <Button $variant="danger" onClick={() => setCancelling(true)}>
              {c.cancel}
            </Button>
          </>
        ) : null}
      </Actions>
      {rescheduling ? <RescheduleDialog consultation={consultation} onClose={() => setRescheduling(false)} onDone={setMoved} /> : null}
      <ConfirmDialog
        open={cancelling}
        texts={{ confirmTitle: c.confirmTitle, confirmBody: c.confirmBody(consultation.client, consultation.label), confirmAction: c.confirmAction, busy: c.cancelling }}
        status={cancel.status}
        successText={c.cancelled}
        failureText={errorMessage(cancel.error, copy.common.failed)}
        onConfirm={() => cancel.mutate()}
        onClose={() => {
          setCancelling(false);
          cancel.reset();
        }}
      />
    </ItemCard>
  );
}
