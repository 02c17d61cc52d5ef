import { catalogue } from '@agency/contracts';
import { TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';
import { type CatalogueContent, saveDraft } from './api';
import { EditorIntro, UnsavedGuard } from './editor-page';
import { textOf } from './form-fields';
import { OrderedList } from './ordered-list';

const text = copy.catalogue.testimonials;
const field = catalogue.Testimonial.shape;
type Testimonial = catalogue.Testimonial;

const TestimonialForm = z.object({ text: textOf(field.text, 600), name: textOf(field.name, 120) });

function TestimonialDialog({ item, index, onSaved, onClose }: { item: Testimonial | null; index: number; onSaved: () => void; onClose: () => void }) {
  const form = useZodForm(TestimonialForm, { defaultValues: { text: item?.text ?? '', name: item?.name ?? '' } });
  const problems = form.formState.errors;
  const submit = submitWith(form, async (values) => {
    await saveDraft((draft) => {
      const testimonials = [...draft.testimonials];
      if (item) testimonials[index] = { ...item, ...values };
      else testimonials.push({ id: Math.max(0, ...draft.testimonials.map((t) => t.id)) + 1, ...values });
      return { ...draft, testimonials };
    });
    onSaved();
    onClose();
  });
  return (
    <FormDialog title={item ? text.editTitle(item.name) : text.newTitle} form={form} submitLabel={copy.catalogue.draft.save} onSubmit={submit} onCancel={onClose}>
      <UnsavedGuard form={form as never} />
      <TextAreaField label={text.text} maxLength={600} data-autofocus error={problems.text?.message} {...form.register('text')} />
      <TextField label={text.name} maxLength={120} error={problems.name?.message} {...form.register('name')} />
    </FormDialog>
  );
}

/** The home page's testimonials: add, edit, reorder and remove, each saved to the draft. */
export function TestimonialsEditor({ draft }: { draft: CatalogueContent }) {
  const [editing, setEditing] = useState<{ item: Testimonial | null; index: number } | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <EditorIntro intro={text.intro} add={text.add} onAdd={() => setEditing({ item: null, index: draft.testimonials.length })} saved={saved} />
      {draft.testimonials.length === 0 ? <p>{text.none}</p> : null}
      <OrderedList
        label={copy.catalogue.sections.testimonials}
        items={draft.testimonials}
        keyOf={(t) => t.id}
        nameOf={(t) => t.name}
        onEdit={(item, index) => setEditing({ item, index })}
        commit={(testimonials) => saveDraft((d) => ({ ...d, testimonials }))}
      >
        {(t) => (
          <blockquote>
            <p>{t.text}</p>
          </blockquote>
        )}
      </OrderedList>
      {editing ? <TestimonialDialog item={editing.item} index={editing.index} onSaved={() => setSaved(true)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
