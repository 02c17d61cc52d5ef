import { catalogue } from '@agency/contracts';
import { cartDiscountPercent } from '@agency/contracts/cart-discount';
import { CheckboxField, TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { fromText, lineList, wholeNumber } from '../../lib/form-schema';
import { nairaFromKobo } from '../../lib/format';
import { type CatalogueContent, saveDraft } from './api';
import { EditorIntro, UnsavedGuard } from './editor-page';
import { slugFrom, textOf } from './form-fields';
import { OrderedList } from './ordered-list';

const text = copy.catalogue.packages;
const field = catalogue.CataloguePackage.shape;
type Package = catalogue.CataloguePackage;
const MAX_SERVICES = catalogue.CATALOGUE_CODES.length;

const PackageForm = z.object({
  name: textOf(field.name, 40),
  services: fromText(field.services, text.badServices(MAX_SERVICES), wholeNumber),
  summary: textOf(field.summary, 240),
  terms: textOf(field.terms, 160),
  features: fromText(field.features, copy.catalogue.draft.listItems(10), lineList),
  popular: field.popular,
});

/** "From ₦1,140,000 (5% off)": the package's least price from the draft's own service prices (packageFromPrice). */
export function packagePrice(services: CatalogueContent['services'], count: number) {
  const from = catalogue.packageFromPrice(services, count);
  return from === null ? text.noPrice : text.from(nairaFromKobo(from), cartDiscountPercent(count));
}

function PackageDialog({ item, index, services, onSaved, onClose }: { item: Package | null; index: number; services: CatalogueContent['services']; onSaved: () => void; onClose: () => void }) {
  const form = useZodForm(PackageForm, {
    defaultValues: { name: item?.name ?? '', services: String(item?.services ?? 2), summary: item?.summary ?? '', terms: item?.terms ?? '', features: item?.features.join('\n') ?? '', popular: item?.popular ?? false },
  });
  const problems = form.formState.errors;
  const count = wholeNumber(form.watch('services'));
  const submit = submitWith(form, async (values) => {
    await saveDraft((draft) => {
      const packages = [...draft.packages];
      if (item) packages[index] = { ...item, ...values };
      else packages.push({ id: slugFrom(values.name, draft.packages.map((p) => p.id)), ...values });
      return { ...draft, packages };
    });
    onSaved();
    onClose();
  });
  return (
    <FormDialog title={item ? text.editTitle(item.name) : text.newTitle} form={form} submitLabel={copy.catalogue.draft.save} onSubmit={submit} onCancel={onClose}>
      <UnsavedGuard form={form as never} />
      <TextField label={text.name} maxLength={40} data-autofocus error={problems.name?.message} {...form.register('name')} />
      <TextField
        label={text.services}
        inputMode="numeric"
        hint={Number.isInteger(count) && count >= 2 && count <= MAX_SERVICES ? packagePrice(services, count) : undefined}
        error={problems.services?.message}
        {...form.register('services')}
      />
      <TextAreaField label={text.summary} maxLength={240} error={problems.summary?.message} {...form.register('summary')} />
      <TextField label={text.terms} maxLength={160} error={problems.terms?.message} {...form.register('terms')} />
      <TextAreaField label={text.features} hint={text.featuresHint} error={problems.features?.message} {...form.register('features')} />
      <CheckboxField label={text.popular} {...form.register('popular')} />
    </FormDialog>
  );
}

/** The packages: tiers of so many services, their "from" prices computed from the draft's service prices. */
export function PackagesEditor({ draft }: { draft: CatalogueContent }) {
  const [editing, setEditing] = useState<{ item: Package | null; index: number } | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <EditorIntro intro={text.intro} add={draft.packages.length < 6 ? text.add : undefined} onAdd={() => setEditing({ item: null, index: draft.packages.length })} saved={saved} />
      {draft.packages.length === 0 ? <p>{text.none}</p> : null}
      <OrderedList
        label={copy.catalogue.sections.packages}
        items={draft.packages}
        keyOf={(p) => p.id}
        nameOf={(p) => p.name}
        onEdit={(item, index) => setEditing({ item, index })}
        commit={(packages) => saveDraft((d) => ({ ...d, packages }))}
      >
        {(p) => (
          <>
            {p.popular ? <StatusPill $tone="warn">{text.popularPill}</StatusPill> : null}
            <p>
              <strong>{packagePrice(draft.services, p.services)}</strong> · {text.services}: {p.services}
            </p>
            <p>{p.summary}</p>
            <p>{p.terms}</p>
            <ul>
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </>
        )}
      </OrderedList>
      {editing ? <PackageDialog item={editing.item} index={editing.index} services={draft.services} onSaved={() => setSaved(true)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
