import { office } from '@agency/contracts';
import { Button, Input } from '@agency/shared-ui';
import { refusal, useZodForm } from '@agency/shared-ui/form';
import { useId } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';
import { useCatalogueServices } from '../../lib/catalogue-services';
import { fromText, wholeNumber } from '../../lib/form-schema';
import { nairaFromKobo } from '../../lib/format';
import type { OfficeRequest } from '../../lib/office-api';

const Form = styled.form`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  input { width: 8.5rem; min-height: 40px; padding: 0.4rem 0.6rem; }
`;

const Hint = styled.small`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Problem = styled.small`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.color.danger};
`;

export const QuoteForm = z.object({ price: fromText(office.Quote.shape.price, copy.requests.badPrice, wholeNumber) });

/**
 * A request's price in whole naira; a refused price (here or by the server) is said under the field. The service's
 * published "from" price (the catalogue's, issue 29) is said under it too, as the figure a quote starts from.
 */
export function QuoteRequest({ request, busy, onQuote }: { request: OfficeRequest; busy: boolean; onQuote: (quote: z.output<typeof QuoteForm>) => Promise<unknown> }) {
  const form = useZodForm(QuoteForm, { defaultValues: { price: Number(request.price) > 0 ? request.price : '' } });
  const id = useId();
  const problem = form.formState.errors.price?.message ?? refusal(form);
  const listed = useCatalogueServices().data?.services.find((s) => s.code === request.service);
  const hint = listed?.fromPrice != null ? copy.requests.catalogueFrom(listed.name, nairaFromKobo(listed.fromPrice)) : null;
  const described = problem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <Form onSubmit={submitWith(form, onQuote)} noValidate>
        <Input
          id={id}
          aria-label={copy.requests.quoteLabel(request.id)}
          inputMode="numeric"
          aria-invalid={form.formState.errors.price ? true : undefined}
          aria-describedby={described}
          {...form.register('price')}
        />
        <Button type="submit" disabled={busy}>
          {copy.requests.quote}
        </Button>
      </Form>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {problem ? (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      ) : null}
    </div>
  );
}
