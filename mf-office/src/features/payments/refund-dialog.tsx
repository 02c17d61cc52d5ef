import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { ConfirmDialog, TextAreaField, TextField } from '@agency/shared-ui';
import { useState } from 'react';
import { copy } from '../../copy';
import { nairaFromKobo } from '../../lib/format';
import type { Payment } from '../../lib/office-api';
import { CLIENT_FACING, refresh } from '../../lib/office-query';
import { koboToNairaText, nairaToKobo } from '../billing/naira-input';
import { refundPayment } from './api';

const text = copy.payments.refund;

/**
 * Refunds a paid payment fully or partly, with a reason, through the site's confirmation dialog (never
 * confirm()): the amount (naira, at most what is still refundable) and the reason are part of the question, the
 * red action says the amount, and the outcome (pending at Paystack) or the refusal replaces it.
 */
export function RefundDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const [amount, setAmount] = useState(koboToNairaText(payment.refundable_kobo));
  const [reason, setReason] = useState('');
  const refund = useApiMutation({
    mutationFn: (body: { amount_kobo: number; reason: string }) => refundPayment(payment.id, body),
    onSuccess: () => refresh(['office/payments', 'office/billing', ...CLIENT_FACING]),
  });
  const kobo = nairaToKobo(amount);
  const amountProblem = kobo === undefined || kobo <= 0 ? text.badAmount : kobo > payment.refundable_kobo ? text.tooMuch(nairaFromKobo(payment.refundable_kobo)) : undefined;
  const ready = !amountProblem && reason.trim().length > 0;

  return (
    <ConfirmDialog
      open
      texts={{
        confirmTitle: text.title,
        confirmBody: text.body(nairaFromKobo(payment.amount_kobo), payment.email, nairaFromKobo(payment.refundable_kobo)),
        confirmAction: ready && kobo ? text.action(nairaFromKobo(kobo)) : text.actionPlain,
        busy: text.busy,
      }}
      status={refund.status}
      successText={text.done}
      failureText={refund.error ? errorMessage(refund.error, copy.common.failed) : copy.common.failed}
      canConfirm={ready}
      onConfirm={() => kobo && refund.mutate({ amount_kobo: kobo, reason: reason.trim() })}
      onClose={onClose}
    >
      <TextField
        label={text.amount}
        inputMode="decimal"
        value={amount}
        error={amount !== '' && amountProblem ? amountProblem : undefined}
        onChange={(e) => setAmount(e.target.value)}
        data-autofocus
      />
      <TextAreaField label={text.reason} hint={text.reasonHint} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
    </ConfirmDialog>
  );
}
