import { Button, VisuallyHidden } from '@agency/shared-ui';
import { useState } from 'react';
import { DataTable, LoadedList, StatusFilter } from '../../components/lists';
import { Page, Email, StatusPill, useFeedback } from '../../components/ui';
import { useResource } from '../../components/use-resource';
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
      <StatusFilter label={copy.payments.status} allLabel={copy.payments.all} statuses={STATUSES} value={status} onChange={setStatus} />
      {feedback.view}
      <LoadedList resource={payments} empty={copy.payments.none}>
        {(list) => (
          <DataTable
            label={copy.payments.title}
            columns={[
              copy.payments.reference,
              copy.payments.client,
              copy.payments.kind,
              copy.payments.amount,
              copy.payments.status,
              copy.payments.when,
              <VisuallyHidden key="actions">{copy.requests.actions}</VisuallyHidden>,
            ]}
          >
            {list.map((p) => (
              <tr key={p.id}>
                <td>
                  <code>{p.reference}</code>
                  <br />
                  <small>{p.provider}</small>
                </td>
                <td>
                  <Email address={p.email} />
                </td>
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
          </DataTable>
        )}
      </LoadedList>
    </Page>
  );
}
