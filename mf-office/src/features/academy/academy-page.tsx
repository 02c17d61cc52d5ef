import { paths } from '@agency/shared-auth';
import { Button, Link } from '@agency/shared-ui';
import { useState } from 'react';
import { useResource } from '../../components/use-resource';
import { DataTable, LoadedList } from '../../components/lists';
import { Actions, Page, Facts, ItemCard, Email, Muted, StatusPill, useFeedback } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, naira } from '../../lib/format';
import { type OfficeTutorial, officeApi, type TutorialInput } from '../../lib/office-api';
import { TutorialForm } from './tutorial-form';

function Students({ tutorial }: { tutorial: OfficeTutorial }) {
  const students = useResource(() => officeApi.students(tutorial.id), [tutorial.id, tutorial.is_done]);
  return (
    <LoadedList resource={students} empty={copy.academy.noStudents}>
      {(list) => (
        <DataTable label={copy.academy.students(list.length)} columns={[copy.staff.name, copy.staff.email, copy.payments.when, copy.academy.certificate]}>
          {list.map((s) => (
            <tr key={s.id}>
              <td>{s.name}</td>
              <td>
                <Email address={s.email} />
              </td>
              <td>{formatWhen(s.enrolled_at)}</td>
              <td>
                <Link to={paths.certificate(s.certificate_id)}>{s.certificate_id}</Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </LoadedList>
  );
}

/** Tutorials: create and edit them, see their students, finish one so its certificates become valid. */
export function AcademyPage() {
  const tutorials = useResource(() => officeApi.tutorials(), []);
  const [editing, setEditing] = useState<OfficeTutorial | 'new' | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  const feedback = useFeedback();

  const save = (input: TutorialInput) => (editing === 'new' || editing === null ? officeApi.createTutorial(input) : officeApi.editTutorial(editing.id, input));

  return (
    <Page title={copy.academy.title} actions={<Button onClick={() => setEditing('new')}>{copy.academy.create}</Button>}>
      {feedback.view}
      <LoadedList resource={tutorials} empty={copy.common.none}>
        {(list) =>
          list.map((t) => (
            <ItemCard key={t.id} aria-labelledby={`tutorial-${t.id}`}>
              <h3 id={`tutorial-${t.id}`}>
                {t.title} <Muted>({t.course_id})</Muted> {t.is_done ? <StatusPill $tone="done">{copy.academy.finished}</StatusPill> : null}
              </h3>
              <Facts>
                <dt>{copy.academy.datesLabel}</dt>
                <dd>{copy.academy.dates(t.start_date, t.end_date)}</dd>
                <dt>{copy.academy.fields.amount}</dt>
                <dd>{t.amount > 0 ? naira(t.amount) : copy.academy.free}</dd>
                <dt>{copy.academy.fields.instructor}</dt>
                <dd>{t.instructor || '—'}</dd>
                <dt>{copy.academy.fields.link}</dt>
                <dd>{t.link || '—'}</dd>
              </Facts>
              <Actions>
                <Button $variant="secondary" onClick={() => setEditing(t)}>
                  {copy.academy.edit}
                </Button>
                <Button $variant="secondary" aria-expanded={showing === t.id} onClick={() => setShowing(showing === t.id ? null : t.id)}>
                  {copy.academy.students(t.students)}
                </Button>
                {!t.is_done ? (
                  <Button
                    disabled={feedback.busy}
                    onClick={() => window.confirm(copy.academy.finishConfirm) && void feedback.act(() => officeApi.finishTutorial(t.id), copy.common.saved, tutorials.reload)}
                  >
                    {copy.academy.finish}
                  </Button>
                ) : null}
              </Actions>
              {showing === t.id ? <Students tutorial={t} /> : null}
            </ItemCard>
          ))
        }
      </LoadedList>
      {editing ? (
        <TutorialForm
          tutorial={editing === 'new' ? null : editing}
          onSave={save}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void tutorials.reload();
          }}
        />
      ) : null}
    </Page>
  );
}
