import { media } from '@agency/shared-ui';
import styled, { css } from 'styled-components';
import { copy } from '../../copy';
import { formatDay } from '../../lib/lagos-time';
import type { OfficeConsultation } from './api';
import type { DayEntry } from './schedule';

const c = copy.calendar;

/* A list of days on phones; from md (768 px) up, the week's seven days side by side. */
const Days = styled.ol`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    overflow: hidden;
  }
`;

const Day = styled.li<{ $today: boolean }>`
  min-width: 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.6rem 0.75rem 0.75rem;
  ${({ $today, theme }) => ($today ? css`box-shadow: inset 0 4px 0 ${theme.color.primary};` : '')}
  ${media.md} {
    border: 0;
    border-radius: 0;
    border-left: 1px solid ${({ theme }) => theme.color.border};
    &:first-child { border-left: 0; }
    min-height: 12rem;
    padding: 0.5rem 0.35rem;
  }
  h3 { margin: 0 0 0.4rem; font-size: 0.95rem; display: flex; flex-wrap: wrap; gap: 0 0.4rem; align-items: baseline; }
  ${media.md} { h3 { font-size: 0.85rem; flex-direction: column; } }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; font-size: 0.85rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-weight: 600;
  font-size: 0.8rem;
`;

const Chip = styled.button.attrs({ type: 'button' })<{ $status: string }>`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 0.35rem 0.5rem;
  text-align: left;
  font: inherit;
  font-size: 0.85rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-left-width: 5px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  strong { display: block; }
  small { display: block; color: ${({ theme }) => theme.color.muted}; }
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  &[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText}; small { color: ${({ theme }) => theme.color.primaryText}; } }
  ${({ $status, theme }) =>
    $status === 'cancelled'
      ? css`border-color: ${theme.color.border}; color: ${theme.color.muted}; .who { text-decoration: line-through; }`
      : $status === 'clash'
        ? css`border-color: ${theme.color.accent};`
        : ''}
`;

const Blocked = styled.li`
  padding: 0.3rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.8rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  background: repeating-linear-gradient(135deg, ${({ theme }) => theme.color.surfaceAlt} 0 6px, ${({ theme }) => theme.color.border} 6px 8px);
  strong { display: block; }
`;

/** One consultation's button in a day: its time, client and status; pressing it shows it in full. */
function ConsultationChip({ item, selected, onSelect }: { item: OfficeConsultation; selected: boolean; onSelect: () => void }) {
  return (
    <Chip $status={item.status} aria-pressed={selected} onClick={onSelect}>
      <strong>
        {item.time} <span className="who">{item.client}</span>
      </strong>
      <small>
        {item.status === 'booked' ? c.mode[item.mode] : c.status[item.status]}
        {item.host ? ` · ${item.host.name}` : ''}
      </small>
    </Chip>
  );
}

/**
 * The week (or one day) as columns of days: each day's consultations as buttons and its blocked times struck
 * through with their reason. A list per day on phones, the seven days side by side from 768 px.
 */
export function WeekGrid({
  days,
  entries,
  today,
  selectedId,
  onSelect,
}: {
  days: string[];
  entries: Map<string, DayEntry[]>;
  today: string;
  selectedId: number | null;
  onSelect: (consultation: OfficeConsultation) => void;
}) {
  return (
    <Days aria-label={c.daysLabel}>
      {days.map((day) => {
        const list = entries.get(day) ?? [];
        const booked = list.filter((e) => e.kind === 'consultation' && e.item.status !== 'cancelled').length;
        return (
          <Day key={day} $today={day === today} aria-current={day === today ? 'date' : undefined} aria-labelledby={`day-${day}`}>
            <h3 id={`day-${day}`}>
              {formatDay(day)}
              {booked > 0 ? <Count>{c.count(booked)}</Count> : null}
            </h3>
            {list.length === 0 ? (
              <p>{c.noneThatDay}</p>
            ) : (
              <ul>
                {list.map((entry) =>
                  entry.kind === 'consultation' ? (
                    <li key={`c${entry.item.id}`}>
                      <ConsultationChip item={entry.item} selected={selectedId === entry.item.id} onSelect={() => onSelect(entry.item)} />
                    </li>
                  ) : (
                    <Blocked key={`b${entry.item.id}`}>
                      <strong>
                        {c.blocked} {entry.allDay ? c.allDay : entry.range}
                      </strong>
                      {entry.item.reason}
                    </Blocked>
                  ),
                )}
              </ul>
            )}
          </Day>
        );
      })}
    </Days>
  );
}
