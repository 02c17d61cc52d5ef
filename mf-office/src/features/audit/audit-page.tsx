import styled from 'styled-components';
import { DataTable, LoadedList } from '../../components/lists';
import { Page } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen } from '../../lib/format';
import { useAudit } from './api';

const Values = styled.pre`
  margin: 0;
  font-size: 0.82rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-width: 28rem;
`;

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** Every staff write, newest first: who, what, when, and the values before and after. */
export function AuditPage() {
  const entries = useAudit();
  return (
    <Page title={copy.audit.title}>
      <LoadedList query={entries} empty={copy.audit.none}>
        {(list) => (
          <DataTable label={copy.audit.title} columns={[copy.audit.when, copy.audit.who, copy.audit.action, copy.audit.target, copy.audit.before, copy.audit.after]}>
            {list.map((e) => (
              <tr key={e.id}>
                <td>{formatWhen(e.at)}</td>
                <td>{e.actor}</td>
                <td>
                  <code>{e.action}</code>
                </td>
                <td>{e.target}</td>
                <td>
                  <Values>{show(e.before)}</Values>
                </td>
                <td>
                  <Values>{show(e.after)}</Values>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadedList>
    </Page>
  );
}
