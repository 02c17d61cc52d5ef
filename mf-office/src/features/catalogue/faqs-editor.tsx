import { catalogue } from '@agency/contracts';
import { TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';
import { type CatalogueContent, saveDraft } from './api';
import { EditorIntro, UnsavedGuard } from './editor-page';
import { slugFrom, textOf } from './form-fields';
import { OrderedList } from './ordered-list';

const text = copy.catalogue.faqs;
const field = catalogue.Faq.shape;
type Faq = catalogue.Faq;

const FaqForm = z.object({ question: textOf(field.question, 200), answer: textOf(field.answer, 2000) });

/** One question, new or edited; saving it saves the whole draft, and a refusal keeps what was typed. */
function FaqDialog({ faq, index, onSaved, onClose }: { faq: Faq | null; index: number; onSaved: () => void; onClose: () => void }) {
  const form = useZodForm(FaqForm, { defaultValues: { question: faq?.question ?? '', answer: faq?.answer ?? '' } });
  const problems = form.formState.errors;
  const submit = submitWith(form, async (values) => {
    await saveDraft((draft) => {
      const faqs = [...draft.faqs];
      if (faq) faqs[index] = { ...faq, ...values };
      else faqs.push({ id: slugFrom(values.question, draft.faqs.map((f) => f.id)), ...values });
      return { ...draft, faqs };
    });
    onSaved();
    onClose();
  });
  return (
    <FormDialog title={faq ? text.editTitle : text.newTitle} form={form} submitLabel={copy.catalogue.draft.save} onSubmit={submit} onCancel={onClose}>
      <UnsavedGuard form={form as never} />
      <TextField label={text.question} maxLength={200} data-autofocus error={problems.question?.message} {...form.register('question')} />
      <TextAreaField label={text.answer} maxLength={2000} error={problems.answer?.message} {...form.register('answer')} />
    </FormDialog>
  );
}

/** The FAQs page's questions: add, edit, reorder and remove, each saved to the draft. */
export function FaqsEditor({ draft }: { draft: CatalogueContent }) {
  const [editing, setEditing] = useState<{ faq: Faq | null; index: number } | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <EditorIntro intro={text.intro} add={text.add} onAdd={() => setEditing({ faq: null, index: draft.faqs.length })} saved={saved} />
      {draft.faqs.length === 0 ? <p>{text.none}</p> : null}
      <OrderedList
        label={copy.catalogue.sections.faqs}
        items={draft.faqs}
        keyOf={(f) => f.id}
        nameOf={(f) => f.question}
        onEdit={(faq, index) => setEditing({ faq, index })}
        commit={(faqs) => saveDraft((d) => ({ ...d, faqs }))}
      >
        {(f) => <p>{f.answer}</p>}
      </OrderedList>
      {editing ? <FaqDialog faq={editing.faq} index={editing.index} onSaved={() => setSaved(true)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
