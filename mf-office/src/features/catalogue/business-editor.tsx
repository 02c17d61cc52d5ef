import { catalogue } from '@agency/contracts';
import { Button, TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { FormRefusal, submitWith } from '../../components/form-dialog';
import { Actions } from '../../components/ui';
import { copy } from '../../copy';
import { fromText, lineList } from '../../lib/form-schema';
import { type CatalogueContent, saveDraft } from './api';
import { EditorIntro, UnsavedGuard } from './editor-page';
import { textOf } from './form-fields';

const text = copy.catalogue.business;
const field = catalogue.Business.shape;
type Hours = catalogue.Business['hours'];

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

const Form = styled.form`
  max-width: 60rem;
`;

const LINE = /^((?:(?:Mo|Tu|We|Th|Fr|Sa|Su)[\s,]*)+)\s+(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/;
const clock = (t: string) => t.padStart(5, '0');

/** "Mo Tu We Th Fr 09:00-17:00" per line → the contract's hours; a line it cannot read makes the whole list refused. */
export const hoursOf = (typed: string) =>
  lineList(typed).map((line) => {
    const match = LINE.exec(line);
    return match ? { days: match[1]!.split(/[\s,]+/).filter(Boolean), opens: clock(match[2]!), closes: clock(match[3]!) } : null;
  }) as Hours;
export const hoursText = (hours: Hours) => hours.map((h) => `${h.days.join(' ')} ${h.opens}-${h.closes}`).join('\n');

const BusinessForm = z.object({
  name: textOf(field.name, 80),
  phone: textOf(field.phone, 40),
  email: fromText(field.email, text.badEmail, (t) => t.trim()),
  street: textOf(field.street, 120),
  locality: textOf(field.locality, 60),
  region: textOf(field.region, 60),
  country: fromText(field.country, text.badCountry, (t) => t.trim().toUpperCase()),
  hours: fromText(field.hours, text.badHours, hoursOf),
});

/** The business's own details: name, phone, email, address and opening hours (WAT), saved to the draft. */
export function BusinessEditor({ draft }: { draft: CatalogueContent }) {
  const b = draft.business;
  const form = useZodForm(BusinessForm, {
    defaultValues: { name: b.name, phone: b.phone, email: b.email, street: b.street, locality: b.locality, region: b.region, country: b.country, hours: hoursText(b.hours) },
  });
  const [saved, setSaved] = useState(false);
  const problems = form.formState.errors;
  const submit = submitWith(form, async (business) => {
    setSaved(false);
    const answer = await saveDraft((d) => ({ ...d, business }));
    const s = answer.draft.business;
    form.reset({ name: s.name, phone: s.phone, email: s.email, street: s.street, locality: s.locality, region: s.region, country: s.country, hours: hoursText(s.hours) });
    setSaved(true);
  });
  return (
    <>
      <EditorIntro intro={text.intro} saved={saved} />
      <FormRefusal form={form} />
      <Form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting || undefined}>
        <UnsavedGuard form={form as never} />
        <Grid>
          <TextField label={text.name} maxLength={80} autoComplete="organization" error={problems.name?.message} {...form.register('name')} />
          <TextField label={text.phone} type="tel" maxLength={40} autoComplete="tel" error={problems.phone?.message} {...form.register('phone')} />
          <TextField label={text.email} type="email" maxLength={120} autoComplete="email" error={problems.email?.message} {...form.register('email')} />
        </Grid>
        <TextField label={text.street} maxLength={120} autoComplete="street-address" error={problems.street?.message} {...form.register('street')} />
        <Grid>
          <TextField label={text.locality} maxLength={60} autoComplete="address-level2" error={problems.locality?.message} {...form.register('locality')} />
          <TextField label={text.region} maxLength={60} autoComplete="address-level1" error={problems.region?.message} {...form.register('region')} />
          <TextField label={text.country} hint={text.countryHint} maxLength={2} autoComplete="country" error={problems.country?.message} {...form.register('country')} />
        </Grid>
        <TextAreaField label={text.hours} hint={text.hoursHint} error={problems.hours?.message} {...form.register('hours')} />
        <Actions>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {text.save}
          </Button>
        </Actions>
      </Form>
    </>
  );
}
