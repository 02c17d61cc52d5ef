import { office } from '@agency/contracts';
import { Button, Input } from '@agency/shared-ui';
import { refusal, useZodForm } from '@agency/shared-ui/form';
import { useId } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';
import { fromText, wholeNumber } from '../../lib/form-schema';
import type { OfficeRequest } from '../../lib/office-api';

const Form = styled.form`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  input { width: 8.5rem; min-height: 40px; padding: 0.4rem 0.6rem; }
`;

const Problem = styled.small`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.color.danger};
`;

export const QuoteForm = z.object({ price: fromText(office.Quote.shape.price, copy.requests.badPrice, wholeNumber) });

/** A request's price in whole naira; a refused price (here or by the server) is said under the field. */
export function QuoteRequest({ request, busy, onQuote }: { request: OfficeRequest; busy: boolean; onQuote: (quote: z.output<typeof QuoteForm>) => Promise<unknown> }) {
  const form = useZodForm(QuoteForm, { defaultValues: { price: Number(request.price) > 0 ? request.price : '' } });
  const id = useId();
  const problem = form.formState.errors.price?.message ?? refusal(form);
  return (
    <div>
      <Form onSubmit={submitWith(form, onQuote)} noValidate>
        <Input
          id={id}
          aria-label={copy.requests.quoteLabel(request.id)}
          inputMode="numeric"
          aria-invalid={form.formState.errors.price ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          {...form.register('price')}
        />
        <Button type="submit" disabled={busy}>
          {copy.requests.quote}
        </Button>
      </Form>
      {problem ? (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      ) : null}
    </div>
  );
}
