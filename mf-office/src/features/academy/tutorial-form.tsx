import { TextAreaField, TextField } from '@agency/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../components/form-dialog';
import { useFeedback } from '../../components/ui';
import { copy } from '../../copy';
import type { OfficeTutorial, TutorialInput } from '../../lib/office-api';

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

const EMPTY: TutorialInput = {
  title: '',
  course_id: '',
  brief_description: '',
  description: '',
  amount: 0,
  start_date: '',
  end_date: '',
  instructor: '',
  link: '',
  what_to_learn: [],
  is_current: false,
  is_cert_awarded: true,
};

/** Creates a tutorial, or edits one: title, dates, price or free, instructor, class link, what students learn. */
export function TutorialForm({ tutorial, onSave, onClose }: { tutorial: OfficeTutorial | null; onSave: (input: TutorialInput) => Promise<unknown>; onClose: (saved: boolean) => void }) {
  const start = tutorial ?? EMPTY;
  const [f, setF] = useState({ ...start, amount: String(start.amount), learn: start.what_to_learn.join('\n') });
  const feedback = useFeedback();
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) => setF((v) => ({ ...v, [key]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input: TutorialInput = {
      title: f.title.trim(),
      course_id: f.course_id.trim(),
      brief_description: f.brief_description,
      description: f.description,
      amount: /^\d+$/.test(f.amount.trim()) ? Number(f.amount.trim()) : -1,
      start_date: f.start_date,
      end_date: f.end_date,
      instructor: f.instructor.trim(),
      link: f.link.trim(),
      what_to_learn: f.learn
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      is_current: f.is_current,
      is_cert_awarded: f.is_cert_awarded,
    };
    if (await feedback.act(() => onSave(input), copy.common.saved)) onClose(true);
  };
  return (
    <FormDialog
      title={tutorial ? copy.academy.editTitle(tutorial.title) : copy.academy.createTitle}
      feedback={feedback.view}
      busy={feedback.busy}
      submitLabel={copy.academy.save}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
      <TextField label={copy.academy.fields.title} value={f.title} onChange={set('title')} data-autofocus required />
      <Grid>
        <TextField label={copy.academy.fields.courseId} hint={copy.academy.fields.courseIdHint} value={f.course_id} onChange={set('course_id')} required readOnly={tutorial?.is_done} />
        <TextField label={copy.academy.fields.amount} hint={copy.academy.fields.amountHint} inputMode="numeric" value={f.amount} onChange={set('amount')} />
        <TextField label={copy.academy.fields.start} type="date" value={f.start_date} onChange={set('start_date')} required />
        <TextField label={copy.academy.fields.end} type="date" value={f.end_date} onChange={set('end_date')} required />
        <TextField label={copy.academy.fields.instructor} value={f.instructor} onChange={set('instructor')} />
        <TextField label={copy.academy.fields.link} type="url" value={f.link} onChange={set('link')} />
      </Grid>
      <TextField label={copy.academy.fields.brief} value={f.brief_description} onChange={set('brief_description')} />
      <TextAreaField label={copy.academy.fields.description} value={f.description} onChange={set('description')} />
      <TextAreaField label={copy.academy.fields.learn} hint={copy.academy.fields.learnHint} value={f.learn} onChange={set('learn')} />
      <Check>
        <input type="checkbox" checked={f.is_current} onChange={(e) => setF((v) => ({ ...v, is_current: e.target.checked }))} />
        {copy.academy.fields.current}
      </Check>
      <Check>
        <input type="checkbox" checked={f.is_cert_awarded} onChange={(e) => setF((v) => ({ ...v, is_cert_awarded: e.target.checked }))} />
        {copy.academy.fields.certificate}
      </Check>
    </FormDialog>
  );
}
