import { paths as pagePaths } from '@agency/contracts/pages';
import type { catalogue } from '@agency/contracts';
import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, ConfirmDialog, TextAreaField, VisuallyHidden } from '@agency/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DataTable, LoadedList } from '../../components/lists';
import { Facts, ItemCard, Muted, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen } from '../../lib/format';
import { type OfficeCatalogue, publishDraft, rollbackTo, useVersions } from './api';

const text = copy.catalogue.overview;
/** The public pages a draft is previewed on (`?preview=draft`: staff only, never cached). */
const PREVIEW_PAGES = (['home', 'services', 'packages', 'faqs', 'work'] as const).map((page) => ({ page, href: pagePaths[page] }));

const Cards = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
`;

const Previews = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.1rem;
  margin: 0.5rem 0 0;
  padding: 0;
  a { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; }
`;

const History = styled.section`
  margin-top: 1.5rem;
  h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  td .row-action { min-height: 40px; padding: 0.35rem 0.9rem; }
`;

/** Publish, with an optional note for the history; the API's refusal (409: nothing to publish) is said as it is. */
function Publish({ unpublished }: { unpublished: boolean }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const publish = useApiMutation({ mutationFn: () => publishDraft(note) });
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-describedby={unpublished ? undefined : 'catalogue-up-to-date'}>
        {text.publish}
      </Button>
      <ConfirmDialog
        open={open}
        texts={{ confirmTitle: text.publishTitle, confirmBody: text.publishBody, confirmAction: text.publish, busy: text.publishing }}
        status={publish.status}
        successText={publish.data ? text.publishedOk(publish.data.version) : ''}
        failureText={errorMessage(publish.error, copy.common.failed)}
        onConfirm={() => publish.mutate()}
        onClose={() => {
          setOpen(false);
          if (publish.isSuccess) setNote('');
          publish.reset();
        }}
      >
        <TextAreaField label={text.note} hint={text.noteHint} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      </ConfirmDialog>
    </>
  );
}

/** Every published version, newest first; each older one can be published again (a rollback, itself a new version). */
function Versions() {
  const versions = useVersions();
  const [target, setTarget] = useState<number | null>(null);
  const rollback = useApiMutation({ mutationFn: (version: number) => rollbackTo(version) });
  const headingId = useId();
  return (
    <History aria-labelledby={headingId}>
      <h2 id={headingId}>{text.history}</h2>
      <LoadedList query={versions} empty={text.noHistory}>
        {(list) => (
          <DataTable label={text.history} stacked columns={[text.columns.version, text.columns.when, text.columns.by, text.columns.note, text.columns.action]}>
            {list.map((v: catalogue.VersionInfo) => (
              <tr key={v.version}>
                <td data-label={text.columns.version}>
                  {text.version(v.version)} {v.current ? <StatusPill $tone="done">{text.current}</StatusPill> : null}
                  {v.rollbackOf ? (
                    <>
                      <br />
                      <Muted>{text.rollbackOf(v.rollbackOf)}</Muted>
                    </>
                  ) : null}
                </td>
                <td data-label={text.columns.when}>
                  <time dateTime={v.publishedAt}>{formatWhen(v.publishedAt)}</time>
                </td>
                <td data-label={text.columns.by}>{v.publishedBy}</td>
                <td data-label={text.columns.note}>{v.note || text.noNote}</td>
                <td>
                  {v.current ? null : (
                    <Button className="row-action" $variant="secondary" onClick={() => setTarget(v.version)}>
                      {text.rollback}
                      <VisuallyHidden> {text.version(v.version)}</VisuallyHidden>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadedList>
      <ConfirmDialog
        open={target !== null}
        texts={{ confirmTitle: text.rollbackTitle(target ?? 0), confirmBody: text.rollbackBody(target ?? 0), confirmAction: text.rollback, busy: text.rollingBack }}
        status={rollback.status}
        successText={rollback.data ? text.rolledBack(rollback.data.version, rollback.data.rollbackOf ?? target ?? 0) : ''}
        failureText={errorMessage(rollback.error, copy.common.failed)}
        onConfirm={() => target !== null && rollback.mutate(target)}
        onClose={() => {
          setTarget(null);
          rollback.reset();
        }}
      />
    </History>
  );
}

/** What the public sees (version, when, by whom), whether the draft differs from it, Publish, Preview and the history. */
export function CatalogueOverview({ catalogue: c }: { catalogue: OfficeCatalogue }) {
  const previewId = useId();
  return (
    <>
      <Cards>
        <ItemCard aria-labelledby={`${previewId}-published`}>
          <h2 id={`${previewId}-published`}>{text.published}</h2>
          {c.published ? (
            <Facts>
              <dt>{text.columns.version}</dt>
              <dd>{text.version(c.published.version)}</dd>
              <dt>{text.columns.when}</dt>
              <dd>
                <time dateTime={c.published.publishedAt}>{formatWhen(c.published.publishedAt)}</time>
              </dd>
              <dt>{text.columns.by}</dt>
              <dd>{c.published.publishedBy}</dd>
              {c.published.note ? (
                <>
                  <dt>{text.columns.note}</dt>
                  <dd>{c.published.note}</dd>
                </>
              ) : null}
            </Facts>
          ) : (
            <p>{text.nothingPublished}</p>
          )}
        </ItemCard>
        <ItemCard aria-labelledby={`${previewId}-draft`}>
          <h2 id={`${previewId}-draft`}>{text.draft}</h2>
          {c.unpublished ? (
            <Alert tone="info">{text.unpublished}</Alert>
          ) : (
            <p id="catalogue-up-to-date">{text.upToDate}</p>
          )}
          {c.draftUpdatedAt ? (
            <p>
              <Muted>{c.draftUpdatedBy ? text.draftSaved(c.draftUpdatedBy, formatWhen(c.draftUpdatedAt)) : text.draftSavedAt(formatWhen(c.draftUpdatedAt))}</Muted>
            </p>
          ) : null}
          <Publish unpublished={c.unpublished} />
        </ItemCard>
      </Cards>
      <ItemCard aria-labelledby={`${previewId}-preview`}>
        <h2 id={`${previewId}-preview`}>{text.preview}</h2>
        <p>{text.previewIntro}</p>
        <Previews>
          {PREVIEW_PAGES.map(({ page, href }) => (
            <li key={page}>
              {/* The public pages belong to the shell, not this remote's router: a plain link, in a new tab. */}
              <a href={`${href}?preview=draft`} target="_blank" rel="noopener">
                {text.previewPages[page]}
                <VisuallyHidden> {text.newTab}</VisuallyHidden>
              </a>
            </li>
          ))}
        </Previews>
      </ItemCard>
      <Versions />
    </>
  );
}
