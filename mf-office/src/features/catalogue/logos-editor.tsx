import { catalogue } from '@agency/contracts';
import { catalogueImageUrl } from '@agency/contracts/catalogue';
import { TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { Muted } from '../../components/ui';
import { copy } from '../../copy';
import { type CatalogueContent, saveDraft } from './api';
import { EditorIntro, UnsavedGuard } from './editor-page';
import { slugFrom, textOf } from './form-fields';
import { FormImageField } from './image-field';
import { OrderedList } from './ordered-list';

const text = copy.catalogue.logos;
type Logo = catalogue.ClientLogo;

const LogoForm = z.object({ name: textOf(catalogue.ClientLogo.shape.name, 80), image: catalogue.CatalogueImage.nullable() });

function LogoDialog({ item, index, onSaved, onClose }: { item: Logo | null; index: number; onSaved: () => void; onClose: () => void }) {
  const form = useZodForm(LogoForm, { defaultValues: { name: item?.name ?? '', image: item?.image ?? null } });
  const problems = form.formState.errors;
  const submit = submitWith(form, async (values) => {
    await saveDraft((draft) => {
      const logos = [...draft.logos];
      if (item) logos[index] = { ...item, ...values };
      else logos.push({ id: slugFrom(values.name, draft.logos.map((l) => l.id)), ...values });
      return { ...draft, logos };
    });
    onSaved();
    onClose();
  });
  return (
    <FormDialog title={item ? text.editTitle(item.name) : text.newTitle} form={form} submitLabel={copy.catalogue.draft.save} onSubmit={submit} onCancel={onClose}>
      <UnsavedGuard form={form as never} />
      <TextField label={text.name} maxLength={80} data-autofocus error={problems.name?.message} {...form.register('name')} />
      <FormImageField form={form as never} />
    </FormDialog>
  );
}

/** The client logos beside the case studies: add, edit, reorder and remove, each saved to the draft. */
export function LogosEditor({ draft }: { draft: CatalogueContent }) {
  const [editing, setEditing] = useState<{ item: Logo | null; index: number } | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <EditorIntro intro={text.intro} add={text.add} onAdd={() => setEditing({ item: null, index: draft.logos.length })} saved={saved} />
      {draft.logos.length === 0 ? <p>{text.none}</p> : null}
      <OrderedList
        label={copy.catalogue.sections.logos}
        items={draft.logos}
        keyOf={(l) => l.id}
        nameOf={(l) => l.name}
        onEdit={(item, index) => setEditing({ item, index })}
        commit={(logos) => saveDraft((d) => ({ ...d, logos }))}
      >
        {(l) =>
          l.image ? (
            <img src={catalogueImageUrl(l.image.id, l.image.widths[0] ?? l.image.width, 'jpeg')} alt={l.image.alt} width={l.image.width} height={l.image.height} style={{ maxWidth: '160px', height: 'auto' }} />
          ) : (
            <Muted>{text.noImage}</Muted>
          )
        }
      </OrderedList>
      {editing ? <LogoDialog item={editing.item} index={editing.index} onSaved={() => setSaved(true)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
