import type { UseQueryResult } from '@agency/shared-auth';
import { SelectField } from '@agency/shared-ui';
import type { ReactNode } from 'react';
import { Loaded, Table, TableRegion, Toolbar } from './ui';

/** Loading, failed (with retry), the page's "nothing here" line, or the list. */
export function LoadedList<T>({ query, empty, children }: { query: UseQueryResult<T[]>; empty: string; children: (list: T[]) => ReactNode }) {
  return <Loaded query={query}>{(list) => (list.length === 0 ? <p>{empty}</p> : children(list))}</Loaded>;
}

/**
 * A scrollable, labelled table with one header cell per column; the rows are the children. `stacked`: narrower than
 * 720 px (or `stackBelow` px, for a table whose columns need more room) each row is a card (its cells give their
 * column's name as `data-label`; the last cell, its actions, spans the card).
 */
export function DataTable({
  label,
  columns,
  children,
  stacked = false,
  stackBelow,
}: { label: string; columns: ReactNode[]; children: ReactNode; stacked?: boolean; stackBelow?: number }) {
  return (
    <TableRegion label={label}>
      <Table $stacked={stacked} $stackBelow={stackBelow}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never move, so a position is a stable key
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableRegion>
  );
}

/** The toolbar's status filter: every status, or one; `labelOf` names a status in people's words. */
export function StatusFilter({
  label,
  allLabel,
  statuses,
  value,
  onChange,
  labelOf = (s) => s,
}: {
  label: string;
  allLabel: string;
  statuses: string[];
  value: string;
  onChange: (status: string) => void;
  labelOf?: (status: string) => string;
}) {
  return (
    <Toolbar>
      <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {labelOf(s)}
          </option>
        ))}
      </SelectField>
    </Toolbar>
  );
}
