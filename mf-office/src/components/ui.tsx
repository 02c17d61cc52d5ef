import type { UseQueryResult } from '@agency/shared-auth';
import { Badge, LoadFailure, media, PageMeta, Spinner } from '@agency/shared-ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { copy } from '../copy';

export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
  h1 { margin: 0; font-size: 1.7rem; }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
  & > div { margin-bottom: 0; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  button, a { min-height: 40px; padding: 0.4rem 0.9rem; font-size: 0.92rem; }
`;

export const ItemCard = styled.article`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 1rem 1.1rem;
  margin-bottom: 0.9rem;
  /* Addresses, subjects and messages are the public's text: a long one wraps instead of widening a phone's page. */
  overflow-wrap: anywhere;
  h3 { margin: 0 0 0.35rem; font-size: 1.05rem; }
  p { margin: 0.25rem 0; }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/** A group of a form's fields under its legend (a project's stages, a case study's facts, an image). */
export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.75rem 0.9rem 0.25rem;
  margin: 0 0 1rem;
  min-width: 0;
  legend { font-weight: 700; padding: 0 0.3rem; }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.1rem 0.9rem;
  margin: 0.5rem 0 0.75rem;
  dt { font-weight: 600; }
  dd { margin: 0 0 0.4rem; overflow-wrap: anywhere; }
  ${media.md} {
    grid-template-columns: max-content minmax(0, 1fr);
    dd { margin-bottom: 0; }
  }
`;

const Scroll = styled.div`
  /* Positioned, so visually hidden (absolute) labels in the table stay inside the scrolling box. */
  position: relative;
  /* A stacked table becomes cards by the room it has (beside the office's side navigation or not), not the window's. */
  container: office-table / inline-size;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; }
`;

/**
 * A stacked table (DataTable's `stacked`) narrower than its columns need (720 px unless the table says more) shows
 * each row as a card: its cells one under the other on a phone, side by side where the card has room, each led by
 * its column's name (the cell's data-label), the last cell (the actions) across the card, so no action sits
 * off-screen behind a sideways scroll. The header row stays for screen readers, visually hidden.
 */
const stackedRows = (below: number) => css`
  @container office-table (max-width: ${below - 0.02}px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tbody, td { display: block; }
    tr { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); padding: 0.4rem 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
    tr:last-child { border-bottom: 0; }
    td { border-bottom: 0; padding: 0.3rem 0.85rem; overflow-wrap: anywhere; min-width: 0; }
    td:last-child { grid-column: 1 / -1; }
    td[data-label]::before { content: attr(data-label); display: block; font-size: 0.85rem; font-weight: 700; color: ${({ theme }) => theme.color.muted}; }
  }
`;

export const Table = styled.table<{ $stacked?: boolean; $stackBelow?: number }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th, td { text-align: left; padding: 0.6rem 0.75rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; vertical-align: top; }
  th { background: ${({ theme }) => theme.color.surfaceAlt}; font-weight: 700; white-space: nowrap; }
  tr:last-child td { border-bottom: 0; }
  td { overflow-wrap: break-word; }
  td:has(> code) { overflow-wrap: anywhere; }
  ${({ $stacked, $stackBelow }) => ($stacked ? stackedRows($stackBelow ?? 720) : '')}
`;

/** A table that may scroll sideways on narrow screens; focusable so keyboard users can scroll it. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // tabIndex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <Scroll role="region" aria-label={copy.common.scrollTable(label)} tabIndex={0}>
      {children}
    </Scroll>
  );
}

export const StatusPill = styled.span<{ $tone?: 'done' | 'warn' | 'plain' }>`
  display: inline-block;
  white-space: nowrap;
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.85rem;
  font-weight: 700;
  background: ${({ theme, $tone }) => ($tone === 'done' ? theme.color.successSoft : $tone === 'warn' ? theme.color.accentSoft : theme.color.surfaceAlt)};
  color: ${({ theme, $tone }) => ($tone === 'done' ? theme.color.success : $tone === 'warn' ? theme.color.accent : theme.color.text)};
`;

/** "2 unread" beside a link (issue 26): shared-ui's badge, its accent tone keeping 4.5:1 on any button. */
export const UnreadBadge = styled(Badge)`
  margin-left: 0.45rem;
  white-space: nowrap;
`;

/** The page's title in the tab and its h1. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageMeta title={copy.meta.title(title)} description={copy.meta.description} />
      <PageHeader>
        <h1>{title}</h1>
        {actions}
      </PageHeader>
      {children}
    </>
  );
}

/** Loading, failed (with retry: the spinner shows while it runs) or the content. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isError && !query.isFetching) return <LoadFailure message={copy.common.loadFailed} retryLabel={copy.common.retry} onRetry={() => void query.refetch()} />;
  if (query.data === undefined || query.isError) return <Spinner label={copy.common.loading} />;
  return <>{children(query.data)}</>;
}

/**
 * An email address that may wrap after its "@" (and nowhere inside a word), so a narrow column shows
 * "demo@ / thinkmakesolve.ng" instead of "demo@t / hinkmake / solve.ng".
 */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
