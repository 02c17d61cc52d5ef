import { office } from '@agency/contracts';
import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Button, CheckboxField, ConfirmDialog, SelectField, TextField, VisuallyHidden } from '@agency/shared-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { z } from 'zod';
import { useOfficeAction } from '../../components/office-action';
import { Actions, Fieldset, Muted, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatLongDay, lagosDay } from '../../lib/lagos-time';
import type { OfficeProject } from '../../lib/office-api';
import { CLIENT_FACING, refresh } from '../../lib/office-query';
import { refTo } from '../engagement/ref-to';
import { changeProject, completeProject } from './api';
import { stagesCopy as text } from './copy';

/** What a change to a project makes stale: the office's lists (the engagement page's too) and the client's dashboard. */
export const PROJECT_CHANGED = ['office/projects', 'office/requests', ...CLIENT_FACING];

const STAGES_MAX = 20;
/** The revision allowances staff may choose (the contract's 1–10), besides unlimited. */
const ROUNDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const StageName = office.NewProject.shape.stages.element;

interface Row {
  /** Stable through edits, so focus and React's keys follow a stage as it moves. */
  key: number;
  /** The stored name (null for a stage added here): a renamed stage is sent in `renames`, keeping its history. */
  original: string | null;
  name: string;
  approval: boolean;
}

const rowsOf = (p: OfficeProject): Row[] =>
  (p.stage_list.length > 0 ? p.stage_list : p.stages.split(',').filter(Boolean).map((name) => ({ name, needs_approval: false }))).map((s, i) => ({
    key: i,
    original: s.name,
    name: s.name,
    approval: s.needs_approval,
  }));

/** Each row's problem (or null): a name the contract refuses, or one used twice. */
function problemsOf(rows: Row[]): (string | null)[] {
  const names = rows.map((r) => r.name.trim().toLowerCase());
  return rows.map((r, i) => {
    const name = r.name.trim();
    if (name === '') return text.noName;
    if (name.includes(',')) return text.comma;
    if (!StageName.safeParse(name).success) return text.tooLong;
    if (names.indexOf(name.toLowerCase()) !== i) return text.duplicate;
    return null;
  });
}

/** The PATCH body of the edited list: the stages in order, the renamed ones, the approvals, the revisions and the URL. */
export function changeOf(rows: Row[], rounds: string, url: string): z.output<typeof office.ProjectChange> {
  const stages = rows.map((r) => r.name.trim());
  const renames = Object.fromEntries(rows.filter((r) => r.original !== null && r.original !== r.name.trim()).map((r) => [r.original!, r.name.trim()]));
  return {
    stages,
    ...(Object.keys(renames).length > 0 ? { renames } : {}),
    approval_stages: rows.filter((r) => r.approval).map((r) => r.name.trim()),
    revision_rounds: rounds === '' ? null : Number(rounds),
    url: url.trim(),
  };
}

const Bar = styled.div<{ $value: number }>`
  height: 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  margin: 0.4rem 0 0.5rem;
  &::after { content: ''; display: block; height: 100%; width: ${({ $value }) => $value}%; background: ${({ theme }) => theme.color.primary}; border-radius: 999px; }
`;

const States = styled.ol`
  margin: 0.25rem 0 1rem;
  padding-left: 1.4rem;
  overflow-wrap: anywhere;
  li { margin-bottom: 0.3rem; }
  li > span { margin-right: 0.5rem; }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li { padding: 0.6rem 0 0.2rem; border-top: 1px solid ${({ theme }) => theme.color.border}; min-width: 0; }
  > li:first-child { border-top: 0; }
`;

/** The row's buttons: 44 px targets that wrap under each other on a phone. */
const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-bottom: 0.5rem;
  button { min-height: 44px; padding: 0.35rem 0.9rem; font-size: 0.92rem; }
`;

const Add = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 0.6rem;
  > div { flex: 1 1 12rem; min-width: 0; }
  > button { margin-bottom: 1rem; }
`;

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

/** The project's stages as they stand: each one's state in words and the day it was reached, and the derived progress. */
function Progress({ project: p }: { project: OfficeProject }) {
  return (
    <>
      <p>
        <strong>{text.progress}:</strong> {text.progressValue(p.progress)} <Muted>{text.progressHint}</Muted>
      </p>
      <Bar $value={p.progress} role="img" aria-label={text.bar(p.is_done ? copy.projects.done : p.current_stage, p.progress)} />
      <States aria-label={text.stagesTitle}>
        {p.stage_list.map((s) => (
          <li key={s.name}>
            <span>{s.name}</span>
            <StatusPill $tone={s.state === 'done' ? 'done' : s.state === 'current' ? 'warn' : 'plain'}>{text.states[s.state]}</StatusPill>{' '}
            {s.reached_at ? (
              <Muted>
                <time dateTime={s.reached_at}>{text.reached(formatLongDay(lagosDay(s.reached_at)))}</time>
              </Muted>
            ) : null}
            {s.needs_approval ? <Muted> · {text.needsApproval}</Muted> : null}
          </li>
        ))}
      </States>
    </>
  );
}

/**
 * A project's work, the same on the Projects page and on its request's page: the derived progress and each stage's
 * state; "Move to stage" (refused by the API, with its reason, while a stage needing approval has no approved
 * deliverable); the stages edited as a list (add, rename in place, reorder by buttons, remove, the approval flag),
 * the revisions allowed per deliverable and the URL, saved as one change; and Mark done, after the site's dialog.
 */
export function ProjectEditor({ project }: { project: OfficeProject }) {
  const feedback = useOfficeAction();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(project));
  const [rounds, setRounds] = useState(project.revision_rounds === null ? '' : String(project.revision_rounds));
  const [url, setUrl] = useState(project.url);
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [newName, setNewName] = useState('');
  const [newProblem, setNewProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [target, setTarget] = useState(project.current_stage);
  const [confirming, setConfirming] = useState(false);
  const nextKey = useRef(rows.length);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const fields = useRef(new Map<number, HTMLInputElement | null>());
  const newField = useRef<HTMLInputElement>(null);
  const id = useId();
  const done = useApiMutation({ mutationFn: () => completeProject(project.id), onSuccess: () => refresh(PROJECT_CHANGED) });
  const problems = checked ? problemsOf(rows) : rows.map(() => null);
  const locked = project.is_done || feedback.busy;

  const update = (key: number, change: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    setRows(next);
    const position = index + by;
    setSaid(text.movedTo(row!.name.trim(), position + 1, next.length));
    // Focus stays on the stage's button; at the top or bottom, where that one is disabled, on its other one.
    const stay = (by === -1 && position === 0) || (by === 1 && position === next.length - 1) ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${row!.key}-${stay}`)?.focus());
  };
  const remove = (index: number) => {
    const row = rows[index]!;
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    setSaid(text.removed(row.name.trim()));
    requestAnimationFrame(() => (next[Math.min(index, next.length - 1)] ? fields.current.get(next[Math.min(index, next.length - 1)]!.key)?.focus() : newField.current?.focus()));
  };
  const add = () => {
    const name = newName.trim();
    const trial = problemsOf([...rows, { key: -1, original: null, name, approval: false }]).at(-1) ?? null;
    const problem = rows.length >= STAGES_MAX ? text.tooMany : trial;
    setNewProblem(problem);
    if (problem) {
      newField.current?.focus();
      return;
    }
    setRows([...rows, { key: nextKey.current++, original: null, name, approval: false }]);
    setNewName('');
    setSaid(text.added(name, rows.length + 1));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = problemsOf(rows);
    const first = found.findIndex((p) => p !== null);
    const badUrl = office.WebUrl.safeParse(url).success ? null : copy.common.badUrl;
    setUrlProblem(badUrl);
    if (first >= 0) return fields.current.get(rows[first]!.key)?.focus();
    if (badUrl) return document.getElementById(`${id}-url`)?.focus();
    try {
      const run = async () => {
        const saved = await changeProject(project.id, changeOf(rows, rounds, url));
        // The stored names are the new originals: a later rename is from them.
        setRows(rowsOf(saved));
        return saved;
      };
      await feedback.submit({ run, success: text.saved, refresh: PROJECT_CHANGED });
      setChecked(false);
      setSaid('');
    } catch {
      // The refusal shows in the card's alert (below).
    }
  };
  const stored = project.stage_list.map((s) => s.name);

  return (
    <>
      <Progress project={project} />
      {feedback.view}
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {!project.is_done && stored.length > 0 ? (
        <Add>
          <SelectField label={text.moveTo} hint={text.moveToHint} value={stored.includes(target) ? target : project.current_stage} onChange={(e) => setTarget(e.target.value)}>
            {stored.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <Button
            $variant="secondary"
            disabled={locked}
            onClick={() => feedback.run({ run: () => changeProject(project.id, { stage: target }), success: text.moved(target), refresh: PROJECT_CHANGED })}
          >
            {text.move}
          </Button>
        </Add>
      ) : null}
      <form onSubmit={save} noValidate aria-busy={feedback.busy || undefined}>
        <Fieldset disabled={project.is_done}>
          <legend>{text.edit}</legend>
          <p>
            <Muted>{text.editHint}</Muted>
          </p>
          <Rows>
            {rows.map((r, i) => {
              const which = <VisuallyHidden>{text.which(r.name.trim())}</VisuallyHidden>;
              return (
                <li key={r.key}>
                  <TextField
                    {...refTo((el: HTMLInputElement | null) => {
                      fields.current.set(r.key, el);
                    })}
                    label={text.stageName(i + 1)}
                    value={r.name}
                    maxLength={80}
                    error={problems[i] ?? undefined}
                    onChange={(e) => update(r.key, { name: e.target.value })}
                  />
                  <CheckboxField
                    label={
                      <>
                        <VisuallyHidden>{text.approvalOf(r.name.trim())} </VisuallyHidden>
                        {text.needsApproval}
                      </>
                    }
                    checked={r.approval}
                    onChange={(e) => update(r.key, { approval: e.target.checked })}
                  />
                  <RowButtons>
                    <Button
                      $variant="secondary"
                      ref={(el: HTMLButtonElement | null) => {
                        buttons.current.set(`${r.key}-up`, el);
                      }}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      {text.moveUp}
                      {which}
                    </Button>
                    <Button
                      $variant="secondary"
                      ref={(el: HTMLButtonElement | null) => {
                        buttons.current.set(`${r.key}-down`, el);
                      }}
                      disabled={i === rows.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      {text.moveDown}
                      {which}
                    </Button>
                    <Button $variant="ghost" disabled={rows.length === 1} onClick={() => remove(i)}>
                      {text.remove}
                      {which}
                    </Button>
                  </RowButtons>
                </li>
              );
            })}
          </Rows>
          <Add>
            <TextField
              {...refTo(newField)}
              label={text.newStage}
              value={newName}
              maxLength={80}
              error={newProblem ?? undefined}
              onChange={(e) => setNewName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button $variant="secondary" onClick={add}>
              {text.add}
            </Button>
          </Add>
        </Fieldset>
        <Grid>
          <SelectField label={text.rounds} hint={text.roundsHint} value={rounds} disabled={project.is_done} onChange={(e) => setRounds(e.target.value)}>
            {ROUNDS.map((n) => (
              <option key={n} value={String(n)}>
                {text.roundsValue(n)}
              </option>
            ))}
            <option value="">{text.unlimited}</option>
          </SelectField>
          <TextField
            id={`${id}-url`}
            label={copy.projects.url}
            hint={copy.projects.urlHint}
            type="url"
            value={url}
            disabled={project.is_done}
            error={urlProblem ?? undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
        </Grid>
        <Actions>
          {!project.is_done ? (
            <>
              <Button type="submit" disabled={locked}>
                {text.save}
              </Button>
              <Button $variant="secondary" disabled={locked} onClick={() => setConfirming(true)}>
                {copy.projects.markDone}
              </Button>
            </>
          ) : null}
        </Actions>
      </form>
      <ConfirmDialog
        open={confirming}
        texts={{ confirmTitle: text.doneTitle(project.id), confirmBody: text.doneBody, confirmAction: text.doneAction, busy: text.doneBusy }}
        status={done.status}
        successText={text.doneOk(project.id)}
        failureText={errorMessage(done.error, copy.common.failed)}
        onConfirm={() => done.mutate()}
        onClose={() => {
          setConfirming(false);
          done.reset();
        }}
      />
    </>
  );
}
