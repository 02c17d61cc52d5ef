import type { OfficeRetainer } from '@agency/contracts/billing';
import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import { Button, ConfirmDialog } from '@agency/shared-ui';
import { useState } from 'react';
import { DataTable } from '../../components/lists';
import { Email, Facts, Loaded, Page } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, nairaFromKobo } from '../../lib/format';
import { serviceLabel } from '@agency/shared-auth';
import { refresh, useOfficeList } from '../../lib/office-query';

const text = copy.billing;
/** A retainer Paystack may still charge: staff can stop it. */
const RUNNING = new Set(['pending', 'active', 'attention']);

/**
 * Staff stop a client's retainer (POST /api/office/retainers/{id}/cancel), after saying what it does. One dialog for
 * the page, not one per row: the row loses its button once the list shows the retainer cancelled, and the dialog
 * must stay to say so.
 */
function StopRetainerDialog({ retainer, onClose }: { retainer: OfficeRetainer | null; onClose: () => void }) {
  const stop = useApiMutation({
    mutationFn: (id: number) => callEndpoint('POST /api/office/retainers/:id/cancel', { params: { id } }),
    onSuccess: () => refresh(['office/billing', 'billing']),
  });
  const who = retainer ? retainer.client.name || retainer.client.email : '';
  return (
    <ConfirmDialog
      open={retainer !== null}
      texts={{ confirmTitle: text.stopTitle, confirmBody: retainer ? text.stopBody(who, retainer.title) : '', confirmAction: text.stopAction, busy: text.stopping }}
      status={stop.status}
      successText={text.stopped}
      failureText={errorMessage(stop.error, copy.common.failed)}
      onConfirm={() => retainer && stop.mutate(retainer.id)}
      onClose={() => {
        onClose();
        stop.reset();
      }}
    />
  );
}

/** /office/billing: the agency's month (invoiced, paid, refunded, outstanding) and every client's figures. */
export function BillingPage() {
  const load = useOfficeList(endpointQuery('GET /api/office/billing'));
  const [stopping, setStopping] = useState<OfficeRetainer | null>(null);
  return (
    <Page title={text.title}>
      <Loaded query={load}>
        {(b) => (
          <>
            <h2>{text.monthTotals(b.month)}</h2>
            <Facts>
              <dt>{text.issued}</dt>
              <dd>{nairaFromKobo(b.issued_kobo)}</dd>
              <dt>{text.paid}</dt>
              <dd>{nairaFromKobo(b.paid_kobo)}</dd>
              <dt>{text.refunded}</dt>
              <dd>{nairaFromKobo(b.refunded_kobo)}</dd>
              <dt>{text.outstanding}</dt>
              <dd>{nairaFromKobo(b.outstanding_kobo)}</dd>
            </Facts>
            <h2>{text.clients}</h2>
            {b.clients.length === 0 ? (
              <p>{text.none}</p>
            ) : (
              <DataTable label={text.clients} columns={[text.client, text.issued, text.paid, text.refunded, text.outstanding]}>
                {b.clients.map((c) => (
                  <tr key={c.user_id}>
                    <td>
                      {c.business_name || c.name}
                      <br />
                      <small>
                        <Email address={c.email} />
                      </small>
                    </td>
                    <td>{nairaFromKobo(c.invoiced_kobo)}</td>
                    <td>{nairaFromKobo(c.paid_kobo)}</td>
                    <td>{nairaFromKobo(c.refunded_kobo)}</td>
                    <td>{nairaFromKobo(c.outstanding_kobo)}</td>
                  </tr>
                ))}
              </DataTable>
            )}
            <h2>{text.retainers}</h2>
            {b.retainers.length === 0 ? (
              <p>{text.noRetainers}</p>
            ) : (
              <DataTable label={text.retainers} columns={[text.client, text.retainer, text.monthly, text.status, text.nextPayment, text.action]}>
                {b.retainers.map((r) => (
                  <tr key={r.id}>
                    <td>
                      {r.client.name}
                      <br />
                      <small>
                        <Email address={r.client.email} />
                      </small>
                    </td>
                    <td>
                      {serviceLabel(r.service)}: {r.title}
                    </td>
                    <td>{nairaFromKobo(r.amount_kobo)}</td>
                    <td>
                      {text.retainerStatus[r.status] ?? r.status}
                      {r.status === 'attention' && r.last_failure ? (
                        <>
                          <br />
                          <small>{text.failedOn(formatWhen(r.last_failure_at), r.last_failure)}</small>
                        </>
                      ) : null}
                    </td>
                    <td>{formatWhen(r.next_payment_date)}</td>
                    <td>
                      {RUNNING.has(r.status) ? (
                        <Button $variant="danger" aria-label={text.stopLabel(r.client.name || r.client.email, r.title)} onClick={() => setStopping(r)}>
                          {text.stop}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        )}
      </Loaded>
      <StopRetainerDialog retainer={stopping} onClose={() => setStopping(null)} />
    </Page>
  );
}
