import { paths as pagePaths } from '@agency/contracts/pages';
import { catalogue } from '@agency/contracts';
import { Button, TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { Fieldset, Muted } from '../../components/ui';
import { copy } from '../../copy';
import { fromText, lineList } from '../../lib/form-schema';
import { type CatalogueContent, saveDraft } from './api';
import { EditorIntro, UnsavedGuard } from './editor-page';
import { textOf } from './form-fields';
import { FormImageField } from './image-field';
import { OrderedList } from './ordered-list';

const text = copy.catalogue.work;
const draftText = copy.catalogue.draft;
const field = catalogue.CaseStudy.shape;
const fact = field.facts.element.shape;
const step = field.steps.element.shape;
const result = field.results.element.shape;
const quote = field.quote.shape;
type CaseStudy = catalogue.CaseStudy;

/** A row of a list (a fact, a step, a result): its fields side by side where there is room, then its Remove. */
const Row = styled.div`
  display: grid;
  gap: 0 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: 0.75rem;
  @media (min-width: 640px) { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); }
  > button { justify-self: start; margin-bottom: 0.75rem; min-height: 44px; }
`;

const Checks = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  label { display: flex; gap: 0.5rem; align-items: center; min-height: 44px; }
  input { width: 20px; height: 20px; flex: none; }
`;

/** The case study's fields as typed: lists of rows, the challenge one paragraph per line, services ticked by name. */
const caseStudyForm = (taken: readonly string[]) =>
  z.object({
    slug: fromText(field.slug, text.badSlug, (t) => t.trim()).refine((slug) => !taken.includes(slug), text.usedSlug),
    title: textOf(field.title, 120),
    client: textOf(field.client, 120),
    summary: textOf(field.summary, 400),
    facts: z.array(z.object({ label: textOf(fact.label, 40), value: textOf(fact.value, 200) })).max(8, draftText.listItems(8)),
    challenge: fromText(field.challenge, (v) => (v.length === 0 ? draftText.required : `${draftText.listItems(6)} ${draftText.tooLong(1500)}`), lineList),
    steps: z.array(z.object({ title: textOf(step.title, 120), body: textOf(step.body, 1500) })).min(1, text.needStep).max(10, draftText.listItems(10)),
    results: z.array(z.object({ value: textOf(result.value, 20), label: textOf(result.label, 160) })).max(6, draftText.listItems(6)),
    services: z.array(field.services.element).max(10, draftText.listItems(10)),
    quote: z.object({ text: textOf(quote.text, 600), name: textOf(quote.name, 80), role: textOf(quote.role, 120) }),
    artLabel: fromText(field.artLabel, draftText.tooLong(200)),
    image: catalogue.CatalogueImage.nullable(),
  });
type Values = z.input<ReturnType<typeof caseStudyForm>>;

const valuesOf = (c: CaseStudy | null): Values => ({
  slug: c?.slug ?? '',
  title: c?.title ?? '',
  client: c?.client ?? '',
  summary: c?.summary ?? '',
  facts: c?.facts ?? [],
  challenge: c?.challenge.join('\n') ?? '',
  steps: c?.steps ?? [{ title: '', body: '' }],
  results: c?.results ?? [],
  services: c?.services ?? [],
  quote: c?.quote ?? { text: '', name: '', role: '' },
  artLabel: c?.artLabel ?? '',
  image: c?.image ?? null,
});

function CaseStudyDialog({ item, index, draft, onSaved, onClose }: { item: CaseStudy | null; index: number; draft: CatalogueContent; onSaved: () => void; onClose: () => void }) {
  const schema = useMemo(() => caseStudyForm(draft.caseStudies.filter((_, i) => !item || i !== index).map((c) => c.slug)), [draft.caseStudies, item, index]);
  const form = useZodForm(schema, { defaultValues: valuesOf(item) });
  const problems = form.formState.errors;
  const [facts, steps, results] = [form.watch('facts'), form.watch('steps'), form.watch('results')];
  const submit = submitWith(form, async (values) => {
    await saveDraft((d) => {
      const caseStudies = [...d.caseStudies];
      if (item) caseStudies[index] = values;
      else caseStudies.push(values);
      return { ...d, caseStudies };
    });
    onSaved();
    onClose();
  });
  const listProblem = (name: 'facts' | 'steps' | 'results') => (problems[name] as { message?: string; root?: { message?: string } } | undefined)?.message ?? (problems[name] as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <FormDialog title={item ? text.editTitle(item.title) : text.newTitle} form={form} submitLabel={draftText.save} onSubmit={submit} onCancel={onClose}>
      <UnsavedGuard form={form as never} />
      <TextField label={text.title} maxLength={120} data-autofocus error={problems.title?.message} {...form.register('title')} />
      <TextField label={text.slug} hint={text.slugHint} maxLength={80} error={problems.slug?.message} {...form.register('slug')} />
      <TextField label={text.client} maxLength={120} error={problems.client?.message} {...form.register('client')} />
      <TextAreaField label={text.summary} maxLength={400} error={problems.summary?.message} {...form.register('summary')} />

      <Fieldset>
        <legend>{text.facts}</legend>
        {listProblem('facts') ? <p role="alert">{listProblem('facts')}</p> : null}
        {facts.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no id; the whole list is set on add and remove
          <Row key={i}>
            <TextField label={text.factLabel(i + 1)} maxLength={40} error={problems.facts?.[i]?.label?.message} {...form.register(`facts.${i}.label`)} />
            <TextField label={text.factValue(i + 1)} maxLength={200} error={problems.facts?.[i]?.value?.message} {...form.register(`facts.${i}.value`)} />
            <Button $variant="ghost" onClick={() => form.setValue('facts', form.getValues('facts').filter((__, j) => j !== i), { shouldDirty: true })}>
              {text.removeFact(i + 1)}
            </Button>
          </Row>
        ))}
        {facts.length < 8 ? (
          <p>
            <Button $variant="secondary" onClick={() => form.setValue('facts', [...form.getValues('facts'), { label: '', value: '' }], { shouldDirty: true })}>
              {text.addFact}
            </Button>
          </p>
        ) : null}
      </Fieldset>

      <TextAreaField label={text.challenge} hint={text.challengeHint} error={problems.challenge?.message} {...form.register('challenge')} />

      <Fieldset>
        <legend>{text.steps}</legend>
        {listProblem('steps') ? <p role="alert">{listProblem('steps')}</p> : null}
        {steps.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no id; the whole list is set on add and remove
          <Row key={i}>
            <TextField label={text.stepTitle(i + 1)} maxLength={120} error={problems.steps?.[i]?.title?.message} {...form.register(`steps.${i}.title`)} />
            <TextAreaField label={text.stepBody(i + 1)} maxLength={1500} error={problems.steps?.[i]?.body?.message} {...form.register(`steps.${i}.body`)} />
            <Button $variant="ghost" disabled={steps.length === 1} onClick={() => form.setValue('steps', form.getValues('steps').filter((__, j) => j !== i), { shouldDirty: true })}>
              {text.removeStep(i + 1)}
            </Button>
          </Row>
        ))}
        {steps.length < 10 ? (
          <p>
            <Button $variant="secondary" onClick={() => form.setValue('steps', [...form.getValues('steps'), { title: '', body: '' }], { shouldDirty: true })}>
              {text.addStep}
            </Button>
          </p>
        ) : null}
      </Fieldset>

      <Fieldset>
        <legend>{text.results}</legend>
        {listProblem('results') ? <p role="alert">{listProblem('results')}</p> : null}
        {results.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no id; the whole list is set on add and remove
          <Row key={i}>
            <TextField label={text.resultValue(i + 1)} maxLength={20} error={problems.results?.[i]?.value?.message} {...form.register(`results.${i}.value`)} />
            <TextField label={text.resultLabel(i + 1)} maxLength={160} error={problems.results?.[i]?.label?.message} {...form.register(`results.${i}.label`)} />
            <Button $variant="ghost" onClick={() => form.setValue('results', form.getValues('results').filter((__, j) => j !== i), { shouldDirty: true })}>
              {text.removeResult(i + 1)}
            </Button>
          </Row>
        ))}
        {results.length < 6 ? (
          <p>
            <Button $variant="secondary" onClick={() => form.setValue('results', [...form.getValues('results'), { value: '', label: '' }], { shouldDirty: true })}>
              {text.addResult}
            </Button>
          </p>
        ) : null}
      </Fieldset>

      <Fieldset>
        <legend>{text.services}</legend>
        {problems.services?.message ? <p role="alert">{problems.services.message}</p> : null}
        <Checks>
          {draft.services.map((s) => (
            <label key={s.code}>
              <input type="checkbox" value={s.code} {...form.register('services')} />
              {s.name}
            </label>
          ))}
        </Checks>
      </Fieldset>

      <Fieldset>
        <legend>{text.quote}</legend>
        <TextAreaField label={text.quoteText} maxLength={600} error={problems.quote?.text?.message} {...form.register('quote.text')} />
        <TextField label={text.quoteName} maxLength={80} error={problems.quote?.name?.message} {...form.register('quote.name')} />
        <TextField label={text.quoteRole} maxLength={120} error={problems.quote?.role?.message} {...form.register('quote.role')} />
      </Fieldset>

      <FormImageField form={form as never} />
      <TextField label={text.artLabel} hint={text.artLabelHint} maxLength={200} error={problems.artLabel?.message} {...form.register('artLabel')} />
    </FormDialog>
  );
}

/** The case studies of /work: add, edit every field, reorder and remove, each saved to the draft. */
export function CaseStudiesEditor({ draft }: { draft: CatalogueContent }) {
  const [editing, setEditing] = useState<{ item: CaseStudy | null; index: number } | null>(null);
  const [saved, setSaved] = useState(false);
  const names = new Map(draft.services.map((s) => [s.code, s.name]));
  return (
    <>
      <EditorIntro intro={text.intro} add={draft.caseStudies.length < 30 ? text.add : undefined} onAdd={() => setEditing({ item: null, index: draft.caseStudies.length })} saved={saved} />
      {draft.caseStudies.length === 0 ? <p>{text.none}</p> : null}
      <OrderedList
        label={copy.catalogue.sections.work}
        items={draft.caseStudies}
        keyOf={(c) => c.slug}
        nameOf={(c) => c.title}
        onEdit={(item, index) => setEditing({ item, index })}
        commit={(caseStudies) => saveDraft((d) => ({ ...d, caseStudies }))}
      >
        {(c) => (
          <>
            <p>
              <Muted>
                {c.client} · {pagePaths.caseStudy(c.slug)}
              </Muted>
            </p>
            <p>{c.summary}</p>
            {c.services.length > 0 ? <p>{c.services.map((code) => names.get(code) ?? code).join(', ')}</p> : null}
          </>
        )}
      </OrderedList>
      {editing ? <CaseStudyDialog item={editing.item} index={editing.index} draft={draft} onSaved={() => setSaved(true)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
