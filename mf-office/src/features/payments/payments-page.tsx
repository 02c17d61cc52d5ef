import { Button, VisuallyHidden } from '@agency/shared-ui';
import { useState } from 'react';
import { DataTable, LoadedList, StatusFilter } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Email, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, nairaFromKobo } from '../../lib/format';
import { CLIENT_FACING } from '../../lib/office-query';
import { retryRefund, usePayments } from './api';

const STATUSES = ['paid', 'pending', 'failed', 'refund_due', 'refunded'];

/** Payments and refunds; a refund Paystack refused (refund_due) is asked for again from here. */
export function PaymentsPage() {
  const [status, setStatus] = useState('');
  const payments = usePayments(status);
  const feedback = useOfficeAction();
  return (
    <Page title={copy.payments.title}>
      <StatusFilter label={copy.payments.status} allLabel={copy.payments.all} statuses={STATUSES} value={status} onChange={setStatus} />
      {feedback.view}
      <LoadedList query={payments} empty={copy.payments.none}>
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
                      onClick={() =>
                        feedback.run({
                          run: () => retryRefund(p.reference),
                          success: (answer) => (answer.refunded ? copy.payments.refunded : copy.payments.stillDue),
                          refresh: ['office/payments', ...CLIENT_FACING],
                        })
                      }
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
