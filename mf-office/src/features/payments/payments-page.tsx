import { Button, SelectField, VisuallyHidden } from "@agency/shared-ui";
import { useState } from 'react';
import { useResource } from '../../components/use-resource';
import { Loaded, Page, StatusPill, Table, TableRegion, Toolbar, useFeedback } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, nairaFromKobo } from '../../lib/format';
import { officeApi } from '../../lib/office-api';

const STATUSES = ['paid', 'pending', 'failed', 'refund_due', 'refunded'];

/** Payments and refunds; a refund Paystack refused (refund_due) is asked for again from here. */
export function PaymentsPage() {
  const [status, setStatus] = useState('');
  const payments = useResource(() => officeApi.payments(status), [status]);
  const feedback = useFeedback();
  return (
    <Page title={copy.payments.title}>
      <Toolbar>
        <SelectField label={copy.payments.status} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{copy.payments.all}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </Toolbar>
      {feedback.view}
      <Loaded resource={payments}>
        {(list) =>
          list.length === 0 ? (
            <p>{copy.payments.none}</p>
          ) : (
            <TableRegion label={copy.payments.title}>
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{copy.payments.reference}</th>
                    <th scope="col">{copy.payments.client}</th>
                    <th scope="col">{copy.payments.kind}</th>
                    <th scope="col">{copy.payments.amount}</th>
                    <th scope="col">{copy.payments.status}</th>
                    <th scope="col">{copy.payments.when}</th>
                    <th scope="col">
                      <VisuallyHidden>{copy.requests.actions}</VisuallyHidden>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <code>{p.reference}</code>
                        <br />
                        <small>{p.provider}</small>
                      </td>
                      <td>{p.email}</td>
                      <td>
                        {p.kind} {p.item_ids.join(', ')}
                      </td>
                      <td style={{ whiteSpace: 'nowrap' }}>{nairaFromKobo(p.amount_kobo)}</td>
                      <td>
                        <StatusPill $tone={p.status === 'paid' ? 'done' : p.status === 'refund_due' ? 'warn' : 'plain'}>{p.status}</StatusPill>
                      </td>
                      <td>{formatWhen(p.paid_at)}</td>
                      <td>
                        {p.status === 'refund_due' ? (
                          <Button
                            disabled={feedback.busy}
                            onClick={() => {
                              let refunded = false;
                              void feedback.act(
                                async () => {
                                  refunded = (await officeApi.retryRefund(p.reference)).refunded;
                                },
                                () => (refunded ? copy.payments.refunded : copy.payments.stillDue),
                                payments.reload,
                              );
                            }}
                          >
                            {copy.payments.retry}
                          </Button>
                        ) : null}
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
