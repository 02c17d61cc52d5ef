import { office } from '@agency/contracts';
import { useApiMutation } from '@agency/shared-auth';
import { TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import styled from 'styled-components';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';
import { fromText, lineList, wholeNumber } from '../../lib/form-schema';
import type { OfficeTutorial } from '../../lib/office-api';
import { refresh } from '../../lib/office-query';
import { createTutorial, editTutorial, TUTORIAL_CHANGED } from './api';

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 44px;
  margin-bottom: 0.5rem;
  input { width: 20px; height: 20px; }
`;

const field = office.TutorialChange.shape;
const errors = copy.academy.errors;
const trimmed = (text: string) => text.trim();

/** The tutorial's fields as typed, sent as the contract's tutorial (every field, on create and on edit). */
export const TutorialForm = z.object({
  title: fromText(field.title.unwrap(), errors.title),
  course_id: fromText(field.course_id.unwrap(), errors.courseId, trimmed),
  amount: fromText(field.amount.unwrap(), errors.amount, wholeNumber),
  start_date: fromText(field.start_date.unwrap(), errors.date),
  end_date: fromText(field.end_date.unwrap(), errors.date),
  instructor: fromText(field.instructor.unwrap(), errors.tooLong, trimmed),
  link: fromText(field.link.unwrap(), copy.common.badUrl),
  brief_description: fromText(field.brief_description.unwrap(), errors.tooLong),
  description: fromText(field.description.unwrap(), errors.tooLong),
  what_to_learn: fromText(field.what_to_learn.unwrap(), errors.learn, lineList),
  is_current: field.is_current.unwrap(),
  is_cert_awarded: field.is_cert_awarded.unwrap(),
});
type TutorialValues = z.input<typeof TutorialForm>;

const EMPTY: TutorialValues = {
  title: '',
  course_id: '',
  amount: '0',
  start_date: '',
  end_date: '',
  instructor: '',
  link: '',
  brief_description: '',
  description: '',
  what_to_learn: '',
  is_current: false,
  is_cert_awarded: true,
};

const valuesOf = (t: OfficeTutorial): TutorialValues => ({
  title: t.title,
  course_id: t.course_id,
  amount: String(t.amount),
  start_date: t.start_date,
  end_date: t.end_date,
  instructor: t.instructor,
  link: t.link,
  brief_description: t.brief_description,
  description: t.description,
  what_to_learn: t.what_to_learn.join('\n'),
  is_current: t.is_current,
  is_cert_awarded: t.is_cert_awarded,
});

/** Creates a tutorial, or edits one: title, dates, price or free, instructor, class link, what students learn. */
export function TutorialDialog({ tutorial, onClose }: { tutorial: OfficeTutorial | null; onClose: () => void }) {
  const form = useZodForm(TutorialForm, { defaultValues: tutorial ? valuesOf(tutorial) : EMPTY });
  const { errors: problems } = form.formState;
  const save = useApiMutation({
    mutationFn: (input: z.output<typeof TutorialForm>) => (tutorial ? editTutorial(tutorial.id, input) : createTutorial(input)),
    onSuccess: () => refresh(TUTORIAL_CHANGED),
  });
  const submit = submitWith(form, async (input) => {
    await save.mutateAsync(input);
    onClose();
  });
  return (
    <FormDialog title={tutorial ? copy.academy.editTitle(tutorial.title) : copy.academy.createTitle} form={form} submitLabel={copy.academy.save} onSubmit={submit} onCancel={onClose}>
      <TextField label={copy.academy.fields.title} maxLength={200} data-autofocus required error={problems.title?.message} {...form.register('title')} />
      <Grid>
        <TextField
          label={copy.academy.fields.courseId}
          hint={copy.academy.fields.courseIdHint}
          required
          readOnly={tutorial?.is_done}
          error={problems.course_id?.message}
          {...form.register('course_id')}
        />
        <TextField label={copy.academy.fields.amount} hint={copy.academy.fields.amountHint} inputMode="numeric" error={problems.amount?.message} {...form.register('amount')} />
        <TextField label={copy.academy.fields.start} type="date" required error={problems.start_date?.message} {...form.register('start_date')} />
        <TextField label={copy.academy.fields.end} type="date" required error={problems.end_date?.message} {...form.register('end_date')} />
        <TextField label={copy.academy.fields.instructor} maxLength={200} error={problems.instructor?.message} {...form.register('instructor')} />
        <TextField label={copy.academy.fields.link} type="url" error={problems.link?.message} {...form.register('link')} />
      </Grid>
      <TextField label={copy.academy.fields.brief} maxLength={500} error={problems.brief_description?.message} {...form.register('brief_description')} />
      <TextAreaField label={copy.academy.fields.description} maxLength={10000} error={problems.description?.message} {...form.register('description')} />
      <TextAreaField label={copy.academy.fields.learn} hint={copy.academy.fields.learnHint} error={problems.what_to_learn?.message} {...form.register('what_to_learn')} />
      <Check>
        <input type="checkbox" {...form.register('is_current')} />
        {copy.academy.fields.current}
      </Check>
      <Check>
        <input type="checkbox" {...form.register('is_cert_awarded')} />
        {copy.academy.fields.certificate}
      </Check>
    </FormDialog>
  );
}
