import { Button, VisuallyHidden } from '@agency/shared-ui';
import { useState } from 'react';
import { DataTable, LoadedList, StatusFilter } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Email, Muted, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, nairaFromKobo } from '../../lib/format';
import type { Payment } from '../../lib/office-api';
import { CLIENT_FACING } from '../../lib/office-query';
import { retryRefund, usePayments } from './api';
import { RefundDialog } from './refund-dialog';

const STATUSES = Object.keys(copy.payments.statuses);
const statusName = (status: string) => copy.payments.statuses[status] ?? status;

/**
 * A payment's status as staff say it: "Refund due — re-quoted", "Voided — declined", "Expired". A refund
 * without a void reason is a second payment for items already paid.
 */
export function paymentStatusLabel(p: Pick<Payment, 'status' | 'void_reason'>): string {
  const refund = p.status === 'refund_due' || p.status === 'refunded';
  const reason = p.void_reason ?? (refund ? 'duplicate' : null);
  if (!reason || (!refund && p.status !== 'voided')) return statusName(p.status);
  return copy.payments.statusWithReason(statusName(p.status), copy.payments.reasons[reason] ?? reason);
}

const TONE: Record<string, 'done' | 'warn' | 'plain'> = { paid: 'done', refund_due: 'warn' };

/** Payments and refunds: a paid one is refunded (fully or partly) from here, and a refund Paystack refused (refund_due) asked for again. */
export function PaymentsPage() {
  const [status, setStatus] = useState('');
  const payments = usePayments(status);
  const feedback = useOfficeAction();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  return (
    <Page title={copy.payments.title}>
      <StatusFilter label={copy.payments.status} allLabel={copy.payments.all} statuses={STATUSES} labelOf={statusName} value={status} onChange={setStatus} />
      {feedback.view}
      <LoadedList query={payments} empty={copy.payments.none}>
        {(list) => (
          <DataTable
            label={copy.payments.title}
            columns={[
              copy.payments.kind,
              copy.payments.amount,
              copy.payments.status,
              copy.payments.at,
              copy.payments.client,
              copy.payments.reference,
              <VisuallyHidden key="actions">{copy.requests.actions}</VisuallyHidden>,
            ]}
          >
            {list.map((p) => (
              <tr key={p.id}>
                <td>
                  {p.items.map((item) => (
                    <div key={item.id}>{p.kind === 'tutorial' ? copy.payments.tutorial(item.label) : item.label}</div>
                  ))}
                </td>
                <td>
                  <span style={{ whiteSpace: 'nowrap' }}>{nairaFromKobo(p.amount_kobo)}</span>
                  {p.refunded_kobo > 0 ? (
                    <>
                      <br />
                      <Muted>{copy.payments.refundedSoFar(nairaFromKobo(p.refunded_kobo))}</Muted>
                    </>
                  ) : null}
                  {p.refunds.map((r) => (
                    <div key={r.id}>
                      <small>{copy.payments.refundLine(nairaFromKobo(r.amount_kobo), copy.payments.refundStatuses[r.status] ?? r.status)}</small>
                      {r.failure ? (
                        <>
                          <br />
                          <small>{copy.payments.refundFailure(r.failure)}</small>
                        </>
                      ) : null}
                    </div>
                  ))}
                </td>
                <td>
                  <StatusPill $tone={TONE[p.status] ?? 'plain'}>{paymentStatusLabel(p)}</StatusPill>
                </td>
                <td>{p.paid_at ? copy.payments.paidAt(formatWhen(p.paid_at)) : copy.payments.startedAt(formatWhen(p.created_at))}</td>
                <td>
                  <Email address={p.email} />
                </td>
                <td>
                  <code>{p.reference}</code>
                  <br />
                  <Muted>{copy.payments.provider[p.provider] ?? p.provider}</Muted>
                </td>
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
                  {p.status === 'paid' && p.refundable_kobo > 0 ? (
                    <Button $variant="secondary" disabled={feedback.busy} aria-label={copy.payments.refundOpenLabel(p.reference)} onClick={() => setRefunding(p)}>
                      {copy.payments.refundOpen}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadedList>
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </Page>
  );
}
