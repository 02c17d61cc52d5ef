import { paths } from '@agency/shared-auth';
import { Button, Link } from '@agency/shared-ui';
import { useState } from 'react';
import { DataTable, LoadedList } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Actions, Email, Facts, ItemCard, Muted, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, naira } from '../../lib/format';
import type { OfficeTutorial } from '../../lib/office-api';
import { finishTutorial, TUTORIAL_CHANGED, useStudents, useTutorials } from './api';
import { FinishTutorial } from './finish-tutorial';
import { TutorialDialog } from './tutorial-form';

function Students({ tutorial }: { tutorial: OfficeTutorial }) {
  const students = useStudents(tutorial.id);
  return (
    <LoadedList query={students} empty={copy.academy.noStudents}>
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
  const tutorials = useTutorials();
  const [editing, setEditing] = useState<OfficeTutorial | 'new' | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  const feedback = useOfficeAction();

  return (
    <Page title={copy.academy.title} actions={<Button onClick={() => setEditing('new')}>{copy.academy.create}</Button>}>
      {feedback.view}
      <LoadedList query={tutorials} empty={copy.common.none}>
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
                  <FinishTutorial
                    busy={feedback.busy}
                    onFinish={(finish) => feedback.submit({ run: () => finishTutorial(t.id, finish), success: copy.common.saved, refresh: TUTORIAL_CHANGED })}
                  />
                ) : null}
              </Actions>
              {showing === t.id ? <Students tutorial={t} /> : null}
            </ItemCard>
          ))
        }
      </LoadedList>
      {editing ? (
        <TutorialDialog tutorial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Page>
  );
}
