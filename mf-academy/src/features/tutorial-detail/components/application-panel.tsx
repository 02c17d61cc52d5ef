import { errorMessage } from '@agency/shared-auth';
import { useCardPayment } from '@agency/shared-auth/card-payment';
import { Alert, Button, Spinner } from '@agency/shared-ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { formatDate, priceLabel } from '../../../lib/format';
import type { TutorialDetail } from '@agency/contracts';
import { invalidateEnrolment, useAddStudent } from '../api/add-student';

const Summary = styled.div`
  margin-bottom: 1.25rem;
  h3 { font-size: 1.15rem; margin: 0 0 0.4rem; overflow-wrap: anywhere; }
  h3:focus { outline: none; }
  p { margin: 0.2rem 0; }
`;

/**
 * The signed-in 'Application' dialog's content: Pay now when the tutorial costs something and the user is
 * not a student yet, otherwise Apply (add_student). Either way the tutorial is then asked again (it carries
 * the class link), and so is the portal's dashboard.
 */
export function ApplicationPanel({ tutorial, onClose }: { tutorial: TutorialDetail; onClose: () => void }) {
  const apply = useAddStudent(tutorial.id);
  const payment = useCardPayment();
  const heading = useRef<HTMLHeadingElement>(null);
  // The Apply / Pay now button is gone once enrolled; keep focus inside the dialog.
  useEffect(() => {
    if (tutorial.is_student && !heading.current?.closest('dialog')?.contains(document.activeElement)) heading.current?.focus();
  }, [tutorial.is_student]);
  const price = priceLabel(tutorial.amount);
  const mustPay = Boolean(price) && !tutorial.is_student;

  const onPay = async () => {
    if (await payment.pay({ kind: 'tutorial', datas: tutorial })) invalidateEnrolment(tutorial.id);
  };

  const busy = apply.isPending || ['preparing', 'checkout', 'verifying'].includes(payment.status);
  // A refused form (null message) and a paid tutorial not paid for yet are answered 200, but enrol no one.
  const refusal = !apply.data ? null : !apply.data.message ? copy.guest.invalidForm : !apply.data.is_student ? copy.application.notEnrolled : null;
  const applyFailure = refusal ?? (apply.isError ? errorMessage(apply.error, copy.detail.failure) : null);
  return (
    <div>
      <Summary>
        <h3 ref={heading} tabIndex={-1} data-autofocus>
          {tutorial.title}
        </h3>
        <p>
          {copy.application.classesBegin} <strong>{formatDate(tutorial.start_date)}</strong>
        </p>
        {mustPay ? (
          <p>
            {copy.application.amount}: <strong>{price}</strong>
          </p>
        ) : null}
      </Summary>
      {payment.status === 'success' ? <Alert tone="success">{copy.application.paymentSuccess}</Alert> : null}
      {payment.status === 'error' ? <Alert tone="error">{payment.error ?? copy.application.paymentFailure}</Alert> : null}
      {applyFailure ? <Alert tone="error">{applyFailure}</Alert> : null}
      {tutorial.is_student ? (
        <>
          {payment.status !== 'success' ? <Alert tone="success">{copy.application.enrolled}</Alert> : null}
          <Button $block onClick={onClose}>
            {copy.application.close}
          </Button>
        </>
      ) : mustPay ? (
        <Button $block disabled={busy} onClick={() => void onPay()}>
          {busy ? <Spinner label={copy.application.paying} size={18} /> : copy.application.payNow}
        </Button>
      ) : (
        <Button $block disabled={busy} onClick={() => apply.mutate({ id: tutorial.id })}>
          {busy ? <Spinner label={copy.application.applying} size={18} /> : copy.application.apply}
        </Button>
      )}
      {payment.dialog}
    </div>
  );
}
