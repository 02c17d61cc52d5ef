import { errorMessage, paths, useApiQuery } from '@agency/shared-auth';
import { Alert, Button, ButtonLink, Spinner } from '@agency/shared-ui';
import { formatKobo } from '@agency/shared-ui/billing';
import { copy } from '../../../copy';
import { billingQuery } from '../../billing/api/billing';
import { useSubscribe } from '../api/proposal';

const text = copy.proposal;

/**
 * An accepted retainer's Subscribe action: the first month is paid through Paystack's checkout (or the sandbox's
 * at once), then Paystack charges the card each month. Once subscribed, the way to /billing instead.
 */
export function SubscribeAction({ proposalId, monthlyKobo, go }: { proposalId: number; monthlyKobo: number; go?: (url: string) => void }) {
  const billing = useApiQuery(billingQuery);
  const subscribe = useSubscribe(proposalId, go);
  const current = billing.data?.retainers.find((r) => r.proposal_id === proposalId);
  const running = current && current.status !== 'cancelled' && current.status !== 'pending';
  if (running || (subscribe.isSuccess && subscribe.data.status !== 'pending')) {
    return (
      <div className="actions">
        <Alert tone="success">{text.subscribed}</Alert>
        <ButtonLink to={paths.billing}>{text.toBilling}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="actions">
      {subscribe.isPending ? (
        <Spinner label={text.subscribing} size={28} />
      ) : (
        <Button onClick={() => subscribe.mutate()}>{text.subscribe(formatKobo(monthlyKobo))}</Button>
      )}
      {subscribe.isError ? <Alert tone="error">{errorMessage(subscribe.error, text.failed)}</Alert> : null}
    </div>
  );
}
