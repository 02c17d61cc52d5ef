import { Button } from '@agency/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DataTable, LoadedList } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Actions, Email, Facts, ItemCard, Muted, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { saveFile } from '../../lib/save-file';
import { formatWhen } from '../../lib/format';
import type { Booking, Message } from '../../lib/office-api';
import { bookingIcs, markHandled, subscribersCsv, useBookings, useMessages, useSubscribers } from './api';
import { ReplyDialog } from './reply-dialog';

const Section = styled.section`
  margin-bottom: 2rem;
  h2 { font-size: 1.3rem; margin: 0; }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  label { display: inline-flex; gap: 0.4rem; align-items: center; min-height: 44px; }
  input { width: 20px; height: 20px; }
`;

type Replying = { kind: 'bookings'; item: Booking } | { kind: 'messages'; item: Message } | null;

/** New bookings (with their calendar details), contact messages and subscribers; handled, answered and exported from here. */
export function InboxPage() {
  const [allBookings, setAllBookings] = useState(false);
  const [allMessages, setAllMessages] = useState(false);
  const bookings = useBookings(allBookings);
  const messages = useMessages(allMessages);
  const subscribers = useSubscribers();
  const [replying, setReplying] = useState<Replying>(null);
  const feedback = useOfficeAction();

  return (
    <Page title={copy.inbox.title}>
      {feedback.view}
      <Section aria-labelledby="inbox-bookings">
        <SectionHead>
          <h2 id="inbox-bookings">{copy.inbox.bookings}</h2>
          <label>
            <input type="checkbox" checked={allBookings} onChange={(e) => setAllBookings(e.target.checked)} />
            {copy.inbox.showAll}
          </label>
        </SectionHead>
        <LoadedList query={bookings} empty={copy.inbox.noBookings}>
          {(list) =>
            list.map((b) => (
              <ItemCard key={b.id} aria-labelledby={`booking-${b.id}`}>
                <h3 id={`booking-${b.id}`}>
                  #{b.id} {b.service_label}: {b.subject} {b.handled_at ? <StatusPill $tone="done">{copy.inbox.handled}</StatusPill> : null}
                </h3>
                <Muted>{formatWhen(b.created_at)}</Muted>
                <Facts>
                  <dt>{copy.requests.client}</dt>
                  <dd>
                    {b.name} · <a href={`mailto:${b.email}`}>{b.email}</a> · {b.phone} ({b.country})
                  </dd>
                  <dt>{copy.inbox.wanted}</dt>
                  <dd>
                    {b.date} {b.time}
                  </dd>
                  <dt>{copy.inbox.calendar}</dt>
                  <dd>{b.start ? b.start.replace('T', ' ') : copy.inbox.unreadableDate}</dd>
                  <dt>{copy.requests.status}</dt>
                  <dd>{b.status}</dd>
                  {b.message ? (
                    <>
                      <dt>{copy.inbox.message}</dt>
                      <dd>{b.message}</dd>
                    </>
                  ) : null}
                </Facts>
                <Actions>
                  {b.start ? (
                    <Button $variant="secondary" onClick={() => feedback.run({ run: () => saveFile(bookingIcs(b.id), `booking-${b.id}.ics`) })}>
                      {copy.inbox.downloadIcs}
                    </Button>
                  ) : null}
                  <Button $variant="secondary" onClick={() => setReplying({ kind: 'bookings', item: b })}>
                    {copy.inbox.reply}
                  </Button>
                  <Button disabled={feedback.busy} onClick={() => feedback.run({ run: () => markHandled('bookings', b.id, !b.handled_at), success: copy.common.saved, refresh: ['office/bookings'] })}>
                    {b.handled_at ? copy.inbox.markUnhandled : copy.inbox.markHandled}
                  </Button>
                </Actions>
              </ItemCard>
            ))
          }
        </LoadedList>
      </Section>

      <Section aria-labelledby="inbox-messages">
        <SectionHead>
          <h2 id="inbox-messages">{copy.inbox.messages}</h2>
          <label>
            <input type="checkbox" checked={allMessages} onChange={(e) => setAllMessages(e.target.checked)} />
            {copy.inbox.showAll}
          </label>
        </SectionHead>
        <LoadedList query={messages} empty={copy.inbox.noMessages}>
          {(list) =>
            list.map((m) => (
              <ItemCard key={m.id} aria-labelledby={`message-${m.id}`}>
                <h3 id={`message-${m.id}`}>
                  {m.subject} {m.handled_at ? <StatusPill $tone="done">{copy.inbox.handled}</StatusPill> : null}
                </h3>
                <Muted>
                  {m.name} · {m.email} · {formatWhen(m.created_at)}
                </Muted>
                <p>{m.message}</p>
                <Actions>
                  <Button $variant="secondary" onClick={() => setReplying({ kind: 'messages', item: m })}>
                    {copy.inbox.reply}
                  </Button>
                  <Button disabled={feedback.busy} onClick={() => feedback.run({ run: () => markHandled('messages', m.id, !m.handled_at), success: copy.common.saved, refresh: ['office/messages'] })}>
                    {m.handled_at ? copy.inbox.markUnhandled : copy.inbox.markHandled}
                  </Button>
                </Actions>
              </ItemCard>
            ))
          }
        </LoadedList>
      </Section>

      <Section aria-labelledby="inbox-subscribers">
        <SectionHead>
          <h2 id="inbox-subscribers">{copy.inbox.subscribers}</h2>
          <Button $variant="secondary" onClick={() => feedback.run({ run: () => saveFile(subscribersCsv(), 'subscribers.csv') })}>
            {copy.inbox.exportCsv}
          </Button>
        </SectionHead>
        <LoadedList query={subscribers} empty={copy.inbox.noSubscribers}>
          {(list) => (
            <DataTable label={copy.inbox.subscribers} columns={['Email', 'Since']}>
              {list.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Email address={s.email} />
                  </td>
                  <td>{formatWhen(s.created_at)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </LoadedList>
      </Section>

      {replying ? (
        <ReplyDialog kind={replying.kind} id={replying.item.id} to={replying.item.email} subject={`Re: ${replying.item.subject}`} onClose={() => setReplying(null)} />
      ) : null}
    </Page>
  );
}
