import { catalogue } from '@agency/contracts';
import { Button, CheckboxField, SelectField, TextAreaField, TextField, VisuallyHidden } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { DataTable } from '../../components/lists';
import { Muted, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';
import { nairaFromKobo } from '../../lib/format';
import { koboToNairaText, nairaToKobo } from '../billing/naira-input';
import { type CatalogueContent, saveDraft } from './api';
import { EditorIntro, UnsavedGuard } from './editor-page';
import { textOf } from './form-fields';

const text = copy.catalogue.services;
const field = catalogue.CatalogueService.shape;
type Service = catalogue.CatalogueService;

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

/** Naira as typed ('350,000') to kobo; empty is "quoted only" (null); anything else reads as NaN, which is refused. */
const priceOf = (typed: string) => (typed.trim() === '' ? null : (nairaToKobo(typed) ?? Number.NaN));

/** A service's fields as typed, sent as the contract's service: the price typed in naira and stored in kobo. */
export const ServiceForm = z.object({
  name: textOf(field.name, 80),
  summary: textOf(field.summary, 240),
  description: fromText(field.description, copy.catalogue.draft.tooLong(2000)),
  fromPrice: fromText(field.fromPrice, text.badPrice, priceOf),
  priceNote: fromText(field.priceNote, copy.catalogue.draft.tooLong(60)),
  offered: field.offered,
  featured: field.featured,
  group: field.group,
});

/** "From ₦350,000 a month", or "Quoted only". */
export const priceText = (s: Pick<Service, 'fromPrice' | 'priceNote'>) => (s.fromPrice === null ? text.quoted : text.fromPrice(nairaFromKobo(s.fromPrice), s.priceNote));

function ServiceDialog({ service, onSaved, onClose }: { service: Service; onSaved: () => void; onClose: () => void }) {
  const form = useZodForm(ServiceForm, {
    defaultValues: {
      name: service.name,
      summary: service.summary,
      description: service.description,
      fromPrice: service.fromPrice === null ? '' : koboToNairaText(service.fromPrice),
      priceNote: service.priceNote,
      offered: service.offered,
      featured: service.featured,
      group: service.group,
    },
  });
  const problems = form.formState.errors;
  const submit = submitWith(form, async (values) => {
    await saveDraft((draft) => ({ ...draft, services: draft.services.map((s) => (s.code === service.code ? { ...s, ...values } : s)) }));
    onSaved();
    onClose();
  });
  return (
    <FormDialog title={text.editTitle(service.name)} form={form} submitLabel={copy.catalogue.draft.save} onSubmit={submit} onCancel={onClose}>
      <UnsavedGuard form={form as never} />
      <TextField label={text.name} maxLength={80} data-autofocus error={problems.name?.message} {...form.register('name')} />
      <TextAreaField label={text.summary} maxLength={240} error={problems.summary?.message} {...form.register('summary')} />
      <TextAreaField label={text.description} maxLength={2000} error={problems.description?.message} {...form.register('description')} />
      <Grid>
        <TextField label={text.price} hint={text.priceHint} inputMode="decimal" error={problems.fromPrice?.message} {...form.register('fromPrice')} />
        <TextField label={text.priceNote} hint={text.priceNoteHint} maxLength={60} error={problems.priceNote?.message} {...form.register('priceNote')} />
        <SelectField label={text.group} error={problems.group?.message} {...form.register('group')}>
          {catalogue.SERVICE_GROUPS.map((g) => (
            <option key={g} value={g}>
              {catalogue.SERVICE_GROUP_TITLES[g]}
            </option>
          ))}
        </SelectField>
      </Grid>
      <CheckboxField label={text.offered} {...form.register('offered')} />
      <CheckboxField label={text.featured} {...form.register('featured')} />
    </FormDialog>
  );
}

/** Every service of the catalogue (the spec's codes are the keys): its one name, text, "from" price and status. */
export function ServicesEditor({ draft }: { draft: CatalogueContent }) {
  const [editing, setEditing] = useState<Service | null>(null);
  const [saved, setSaved] = useState(false);
  const columns = text.columns;
  return (
    <>
      <EditorIntro intro={text.intro} saved={saved} />
      <DataTable label={copy.catalogue.sections.services} stacked columns={[columns.name, columns.group, columns.price, columns.status, columns.featured, columns.action]}>
        {draft.services.map((s) => (
          <tr key={s.code}>
            <td data-label={columns.name}>
              <strong>{s.name}</strong>
              <br />
              <Muted>{s.summary}</Muted>
            </td>
            <td data-label={columns.group}>{catalogue.SERVICE_GROUP_TITLES[s.group]}</td>
            <td data-label={columns.price}>{priceText(s)}</td>
            <td data-label={columns.status}>
              <StatusPill $tone={s.offered ? 'done' : 'warn'}>{s.offered ? text.offeredYes : text.comingSoon}</StatusPill>
            </td>
            <td data-label={columns.featured}>{s.featured ? copy.catalogue.draft.yes : copy.catalogue.draft.no}</td>
            <td>
              <Button $variant="secondary" onClick={() => setEditing(s)}>
                {copy.catalogue.draft.edit}
                <VisuallyHidden> {s.name}</VisuallyHidden>
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing ? <ServiceDialog service={editing} onSaved={() => setSaved(true)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
