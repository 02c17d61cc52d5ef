import type { billing } from '@agency/contracts';
import { serviceLabel } from '@agency/shared-auth';
import { Alert, Button, ConfirmDialog } from '@agency/shared-ui';
import { formatDay, formatKobo } from '@agency/shared-ui/billing';
import { useState } from 'react';
import { copy } from '../../../copy';
import { useCancelRetainer, useChangeCard } from '../api/billing';

const text = copy.billing;

/** One retainer: service, monthly amount, status, next payment (or end) date, the last failed payment, and Cancel. */
function RetainerRow({ retainer, onCancel, go }: { retainer: billing.Retainer; onCancel: (r: billing.Retainer) => void; go?: (url: string) => void }) {
  const name = serviceLabel(retainer.service);
  const changeCard = useChangeCard(go);
  const running = retainer.status === 'pending' || retainer.status === 'active' || retainer.status === 'attention';
  return (
    <li>
      <div>
        <p className="what">
          {name}: {retainer.title}
        </p>
        <p className="meta">
          {text.retainerStatus[retainer.status]}
          {retainer.next_payment_date ? (
            <>
              {' · '}
              {retainer.status === 'non_renewing' ? text.endsOn(formatDay(retainer.next_payment_date)) : text.renews(formatDay(retainer.next_payment_date))}
            </>
          ) : null}
        </p>
        {retainer.status === 'attention' && retainer.last_failure ? (
          <Alert tone="error">{text.lastFailure(formatDay(retainer.last_failure_at ?? ''), retainer.last_failure)}</Alert>
        ) : null}
      </div>
      <p className="amount">{text.perMonth(formatKobo(retainer.amount_kobo))}</p>
      {running ? (
        <div className="actions">
          {retainer.status === 'attention' ? (
            <Button onClick={() => changeCard.mutate(retainer.id)} disabled={changeCard.isPending}>
              {text.changeCard}
            </Button>
          ) : null}
          {changeCard.isError ? <span role="alert">{text.changeCardFailed}</span> : null}
          <Button $variant="secondary" onClick={() => onCancel(retainer)}>
            {text.cancelRetainer(name)}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** /billing's retainers: each monthly subscription, and cancelling one (asked first). */
export function RetainersSection({ retainers, List, go }: { retainers: billing.Retainer[]; List: React.ElementType; go?: (url: string) => void }) {
  const cancel = useCancelRetainer();
  const [asked, setAsked] = useState<billing.Retainer | null>(null);
  if (retainers.length === 0) return null;
  const close = () => {
    setAsked(null);
    cancel.reset();
  };
  return (
    <section aria-label={text.retainers}>
      <h2>{text.retainers}</h2>
      <List>
        {retainers.map((r) => (
          <RetainerRow key={r.id} retainer={r} onCancel={setAsked} go={go} />
        ))}
      </List>
      <ConfirmDialog
        open={asked !== null}
        texts={text}
        status={cancel.status}
        successText={cancel.data?.status === 'non_renewing' && cancel.data.next_payment_date ? `${text.cancelled} ${text.endsOn(formatDay(cancel.data.next_payment_date))}.` : text.cancelled}
        failureText={text.cancelFailed}
        onConfirm={() => asked && cancel.mutate(asked.id)}
        onClose={close}
      />
    </section>
  );
}
