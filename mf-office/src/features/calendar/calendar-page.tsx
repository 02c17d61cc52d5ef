import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, ConfirmDialog, useSearchParams } from '@agency/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LoadedList } from '../../components/lists';
import { Actions, ItemCard, Loaded, Muted, Page } from '../../components/ui';
import { copy } from '../../copy';
import { addDays, formatDay, formatLongDay, lagosDay, weekOf } from '../../lib/lagos-time';
import { refresh } from '../../lib/office-query';
import { type Block, CALENDAR_CHANGED, deleteBlock, type OfficeConsultation, useBlocks, useConsultations } from './api';
import { BlockDialog } from './block-form';
import { ConsultationCard } from './consultation-card';
import { describeBlock, entriesByDay } from './schedule';
import { WeekGrid } from './week-grid';

const c = copy.calendar;
const b = copy.blocks;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h2 { margin: 0; font-size: 1.2rem; }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  button { min-height: 44px; padding: 0.4rem 0.9rem; font-size: 0.92rem; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText}; }
`;

const Section = styled.section`
  margin-top: 2rem;
  h2 { font-size: 1.3rem; margin: 0; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const BlockedLine = styled.p`
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: repeating-linear-gradient(135deg, ${({ theme }) => theme.color.surfaceAlt} 0 6px, ${({ theme }) => theme.color.border} 6px 8px);
  overflow-wrap: anywhere;
`;

type View = 'week' | 'day';

/** The blocked times ahead: each with its reason and who set it, unblocked after a confirmation. */
function BlockList({ today, onCreate, notice }: { today: string; onCreate: () => void; notice: string | null }) {
  const blocks = useBlocks(today);
  const [removing, setRemoving] = useState<Block | null>(null);
  const remove = useApiMutation({ mutationFn: (id: number) => deleteBlock(id), onSuccess: () => refresh(CALENDAR_CHANGED) });
  return (
    <Section aria-labelledby="calendar-blocks">
      <Head>
        <h2 id="calendar-blocks">{b.title}</h2>
        <Button onClick={onCreate}>{b.create}</Button>
      </Head>
      <p>{b.intro}</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <LoadedList query={blocks} empty={b.none}>
        {(list) =>
          list.map((block) => {
            const range = describeBlock(block, formatDay);
            return (
              <ItemCard key={block.id} aria-labelledby={`block-${block.id}`}>
                <h3 id={`block-${block.id}`}>{range}</h3>
                <p>{block.reason}</p>
                <Muted>{b.by(block.created_by)}</Muted>
                <Actions>
                  <Button $variant="secondary" aria-label={b.removeLabel(range)} onClick={() => setRemoving(block)}>
                    {b.remove}
                  </Button>
                </Actions>
              </ItemCard>
            );
          })
        }
      </LoadedList>
      <ConfirmDialog
        open={removing !== null}
        texts={{ confirmTitle: b.confirmTitle, confirmBody: removing ? b.confirmBody(describeBlock(removing, formatDay)) : '', confirmAction: b.confirmAction, busy: b.removing }}
        status={remove.status}
        successText={b.removed}
        failureText={errorMessage(remove.error, copy.common.failed)}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
    </Section>
  );
}

/**
 * /office/calendar: the consultations of a week (or a day) in Lagos time, a list per day on phones and the week's
 * days side by side from 768 px; a consultation opens in full below with what staff can do with it. Blocked
 * times show struck through in their days and are listed, created and removed below.
 */
export function CalendarPage() {
  const today = lagosDay(new Date());
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'day' ? 'day' : 'week';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? (params.get('day') as string) : today;
  const days = view === 'week' ? weekOf(anchor) : [anchor];
  const from = days[0] as string;
  const to = days.at(-1) as string;
  const consultations = useConsultations(from, to);
  const blocks = useBlocks(from);
  const [selected, setSelected] = useState<OfficeConsultation | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const step = view === 'week' ? 7 : 1;

  const go = (next: { view?: View; day?: string }) => {
    const nextView = next.view ?? view;
    const nextDay = next.day ?? anchor;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('view', nextView);
        updated.set('day', nextDay);
        return updated;
      },
      { replace: true },
    );
  };

  // The chosen consultation follows the list's newest answer (a new host, a new time), and goes when it leaves the range.
  const fresh = selected ? consultations.data?.find((item) => item.id === selected.id) : undefined;
  const selectedId = selected?.id;
  useEffect(() => {
    if (selectedId !== undefined) detailHeading.current?.focus();
  }, [selectedId]);

  const label = view === 'week' ? c.weekOf(formatDay(from), formatDay(to)) : formatLongDay(anchor);

  return (
    <Page title={c.title}>
      <Muted>{c.intro}</Muted>
      <Bar>
        <h2 aria-live="polite">{label}</h2>
        <Group>
          <Button $variant="secondary" aria-label={view === 'week' ? c.previousWeek : c.previousDay} onClick={() => go({ day: addDays(anchor, -step) })}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Button $variant="secondary" onClick={() => go({ day: today })}>
            {c.today}
          </Button>
          <Button $variant="secondary" aria-label={view === 'week' ? c.nextWeek : c.nextDay} onClick={() => go({ day: addDays(anchor, step) })}>
            <span aria-hidden="true">›</span>
          </Button>
        </Group>
        <Group role="group" aria-label={c.view}>
          <Button $variant="secondary" aria-pressed={view === 'week'} onClick={() => go({ view: 'week' })}>
            {c.week}
          </Button>
          <Button $variant="secondary" aria-pressed={view === 'day'} onClick={() => go({ view: 'day' })}>
            {c.day}
          </Button>
        </Group>
      </Bar>
      <Loaded query={consultations}>
        {(list) => {
          const entries = entriesByDay(days, list, blocks.data ?? []);
          if (view === 'week') {
            return (
              <WeekGrid
                days={days}
                entries={entries}
                today={today}
                selectedId={selected?.id ?? null}
                onSelect={(item) => setSelected(selected?.id === item.id ? null : item)}
              />
            );
          }
          const dayEntries = entries.get(anchor) ?? [];
          if (dayEntries.length === 0) return <p>{c.noneThatDay}</p>;
          return dayEntries.map((entry) =>
            entry.kind === 'consultation' ? (
              <ConsultationCard key={`c${entry.item.id}`} consultation={entry.item} />
            ) : (
              <BlockedLine key={`b${entry.item.id}`}>
                <strong>
                  {c.blocked} {entry.allDay ? c.allDay : entry.range}
                </strong>
                : {entry.item.reason}
              </BlockedLine>
            ),
          );
        }}
      </Loaded>
      {view === 'week' && selected ? (
        <Section aria-label={c.selected}>
          <ConsultationCard consultation={fresh ?? selected} headingRef={detailHeading} />
          <Button $variant="secondary" onClick={() => setSelected(null)}>
            {c.closeDetails}
          </Button>
        </Section>
      ) : null}
      <BlockList today={today} onCreate={() => setBlocking(true)} notice={notice} />
      {blocking ? <BlockDialog day={view === 'day' ? anchor : today} onClose={() => setBlocking(false)} onDone={setNotice} /> : null}
    </Page>
  );
}
