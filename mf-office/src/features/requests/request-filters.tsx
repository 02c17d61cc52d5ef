import { SERVICES } from '@agency/contracts';
import { Button, CheckboxField, SelectField, TextField } from '@agency/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';
import type { StaffMember } from '../../lib/office-api';
import type { RequestFilters } from './api';
import { listCopy } from './copy';

export const STATUSES = ['Pending', 'Quoted', 'Ongoing', 'Completed', 'Declined'];

const Search = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 0.75rem;
  margin-bottom: 0.75rem;
  & > div:first-child { flex: 1 1 16rem; min-width: 0; margin-bottom: 0; }
`;

const Fields = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 0.75rem;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  & > div { flex: 1 1 11rem; min-width: 0; margin-bottom: 0; }
  select { width: 100%; }
`;

/**
 * The search box (client, email, subject or reference) and the filters of the requests list. They only read and
 * change `filters` (the page keeps them in its URL); the search applies when sent, each filter when chosen.
 */
export function RequestFiltersBar({ filters, staff, onChange }: { filters: RequestFilters; staff: StaffMember[]; onChange: (changes: RequestFilters) => void }) {
  const [text, setText] = useState(filters.q ?? '');
  // The back button, a saved view or "Clear the filters" change the URL's search: the box follows it.
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  // Not a form's submit: React 19 turns a navigation started in a submit event into a form action (with FormData).
  const search = () => onChange({ q: text.trim() });
  return (
    <>
      <Search role="search" aria-label={listCopy.search}>
        <TextField
          type="search"
          label={listCopy.search}
          hint={listCopy.searchHint}
          value={text}
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            search();
          }}
        />
        <Button onClick={search}>{listCopy.searchButton}</Button>
      </Search>
      <Fields>
        <legend>{listCopy.filters}</legend>
        <SelectField label={copy.requests.status} value={filters.status ?? ''} onChange={(e) => onChange({ status: e.target.value })}>
          <option value="">{copy.requests.allStatuses}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <SelectField label={listCopy.service} value={filters.service ?? ''} onChange={(e) => onChange({ service: e.target.value })}>
          <option value="">{listCopy.allServices}</option>
          {SERVICES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <SelectField label={listCopy.assignee} value={filters.assignee ?? ''} onChange={(e) => onChange({ assignee: e.target.value })}>
          <option value="">{listCopy.anyone}</option>
          <option value="me">{listCopy.me}</option>
          <option value="none">{listCopy.nobody}</option>
          {staff.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name || s.email}
            </option>
          ))}
          {/^\d+$/.test(filters.assignee ?? '') && !staff.some((s) => String(s.id) === filters.assignee) ? (
            <option value={filters.assignee}>{listCopy.staffMember(filters.assignee!)}</option>
          ) : null}
        </SelectField>
        <CheckboxField label={listCopy.unreadOnly} checked={filters.unread === '1'} onChange={(e) => onChange({ unread: e.target.checked ? '1' : '' })} />
      </Fields>
    </>
  );
}
