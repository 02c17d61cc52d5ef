import styled from 'styled-components';
import { useResource } from '../../components/use-resource';
import { Loaded, Page, Table, TableRegion } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen } from '../../lib/format';
import { officeApi } from '../../lib/office-api';

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
  const entries = useResource(() => officeApi.audit(), []);
  return (
    <Page title={copy.audit.title}>
      <Loaded resource={entries}>
        {(list) =>
          list.length === 0 ? (
            <p>{copy.audit.none}</p>
          ) : (
            <TableRegion label={copy.audit.title}>
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{copy.audit.when}</th>
                    <th scope="col">{copy.audit.who}</th>
                    <th scope="col">{copy.audit.action}</th>
                    <th scope="col">{copy.audit.target}</th>
                    <th scope="col">{copy.audit.before}</th>
                    <th scope="col">{copy.audit.after}</th>
                  </tr>
                </thead>
                <tbody>
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
                </tbody>
              </Table>
            </TableRegion>
          )
        }
      </Loaded>
    </Page>
  );
}
