import { billing } from '@agency/contracts';
import { errorMessage, useApiQuery } from '@agency/shared-auth';
import { Alert, Button, Card, LoadFailure, Spinner, TextAreaField, TextField } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import { useEffect } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { billingDetailsQuery, useSaveBillingDetails } from '../api/billing';

const text = copy.billing;

const Panel = styled(Card)`
  max-width: 560px;
  margin-top: 1.5rem;
  h2 { font-size: 1.25rem; margin: 0 0 0.25rem; }
  h2 + p { color: ${({ theme }) => theme.color.muted}; margin: 0 0 1rem; }
  form { display: grid; gap: 0.25rem; }
`;

/** The business name, address and TIN printed on the client's invoices and receipts (all optional). */
export function BillingDetailsForm() {
  const load = useApiQuery(billingDetailsQuery);
  const save = useSaveBillingDetails();
  const form = useZodForm(billing.BillingDetails, { defaultValues: { business_name: '', address: '', tin: '' } });
  const { errors } = form.formState;
  const refused = refusal(form);
  const { reset } = form;

  useEffect(() => {
    if (load.data) reset(load.data);
  }, [load.data, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    save.reset();
    try {
      await save.mutateAsync(values);
    } catch (error) {
      refuse(form, errorMessage(error, copy.settings.failure));
    }
  });

  return (
    <Panel as="section" aria-labelledby="billing-details">
      <h2 id="billing-details">{text.detailsTitle}</h2>
      <p>{text.detailsIntro}</p>
      {load.isFetching && !load.data ? <Spinner label={copy.common.loading} size={24} /> : null}
      {load.isError && !load.isFetching ? <LoadFailure message={errorMessage(load.error, text.loadFailed)} retryLabel={copy.common.retry} onRetry={() => void load.refetch()} /> : null}
      {load.data ? (
        <form onSubmit={onSubmit} noValidate>
          {save.isSuccess ? <Alert tone="success">{text.detailsSaved}</Alert> : null}
          {refused ? <Alert tone="error">{refused}</Alert> : null}
          <TextField label={text.businessName} autoComplete="organization" maxLength={200} error={errors.business_name?.message} {...form.register('business_name')} />
          <TextAreaField label={text.address} autoComplete="street-address" maxLength={500} error={errors.address?.message} {...form.register('address')} />
          <TextField label={text.tin} hint={text.tinHint} inputMode="text" maxLength={20} error={errors.tin?.message} {...form.register('tin')} />
          <div>
            <Button type="submit" disabled={save.isPending}>
              {text.saveDetails}
            </Button>
          </div>
        </form>
      ) : null}
    </Panel>
  );
}
