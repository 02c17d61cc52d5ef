import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Button, ConfirmDialog, Link, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { office } from '@agency/contracts';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import type { useOfficeAction } from '../../components/office-action';
import { Loaded } from '../../components/ui';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';
import { refresh } from '../../lib/office-query';
import { deleteView, type RequestFilters, saveView, useSavedViews } from './api';
import { listCopy } from './copy';
import { queryOf, searchOf } from './filters';

const VIEWS_CHANGED = ['office/views'];

const Part = styled.section`
  margin-bottom: 1rem;
  h2 { font-size: 1.05rem; margin: 0 0 0.5rem; }
  ul { list-style: none; margin: 0 0 0.5rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  li { display: flex; align-items: center; gap: 0.25rem; max-width: 100%; }
  li > a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.5rem; overflow-wrap: anywhere; }
  li > a[aria-current='page'] { font-weight: 700; }
  p { margin: 0 0 0.5rem; }
`;

export const ViewForm = z.object({ name: fromText(office.NewSavedView.shape.name, listCopy.badViewName) });

/** Names the current filters and saves them as a view. */
function SaveViewDialog({ filters, feedback, onClose }: { filters: RequestFilters; feedback: ReturnType<typeof useOfficeAction>; onClose: () => void }) {
  const form = useZodForm(ViewForm, { defaultValues: { name: '' } });
  const submit = submitWith(form, async ({ name }) => {
    await feedback.submit({ run: () => saveView({ name, query: queryOf(filters) }), success: listCopy.viewSaved(name), refresh: VIEWS_CHANGED });
    onClose();
  });
  return (
    <FormDialog title={listCopy.saveViewTitle} form={form} submitLabel={listCopy.save} onSubmit={submit} onCancel={onClose}>
      <TextField label={listCopy.viewName} hint={listCopy.viewNameHint} maxLength={60} data-autofocus error={form.formState.errors.name?.message} {...form.register('name')} />
    </FormDialog>
  );
}

/**
 * The staff member's saved views: each a link to the list with its filters (so it can be opened in a tab, or
 * shared), deleted after a confirmation; and "Save this view" for the current filters.
 */
export function SavedViews({ filters, feedback }: { filters: RequestFilters; feedback: ReturnType<typeof useOfficeAction> }) {
  const views = useSavedViews();
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<office.SavedView | null>(null);
  const remove = useApiMutation({ mutationFn: (id: number) => deleteView(id), onSuccess: () => refresh(VIEWS_CHANGED) });
  const current = searchOf(queryOf(filters));
  const titleId = useId();
  return (
    <Part aria-labelledby={titleId}>
      <h2 id={titleId}>{listCopy.views}</h2>
      <Loaded query={views}>
        {(list) =>
          list.length === 0 ? (
            <p>{listCopy.noViews}</p>
          ) : (
            <ul>
              {list.map((view) => {
                const search = searchOf(view.query);
                return (
                  <li key={view.id}>
                    <Link to={{ search: search ? `?${search}` : '' }} aria-current={search === current ? 'page' : undefined}>
                      {view.name}
                    </Link>
                    <Button $variant="ghost" aria-label={listCopy.deleteViewLabel(view.name)} onClick={() => setRemoving(view)}>
                      {listCopy.deleteView}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
      <Button $variant="secondary" onClick={() => setSaving(true)}>
        {listCopy.saveView}
      </Button>
      {saving ? <SaveViewDialog filters={filters} feedback={feedback} onClose={() => setSaving(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        texts={{ confirmTitle: listCopy.deleteViewTitle, confirmBody: removing ? listCopy.deleteViewBody(removing.name) : '', confirmAction: listCopy.deleteView, busy: listCopy.deletingView }}
        status={remove.status}
        successText={removing ? listCopy.viewDeleted(removing.name) : ''}
        failureText={errorMessage(remove.error, copy.common.failed)}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
    </Part>
  );
}
