import { Alert, Button } from '@agency/shared-ui';
import type { UseFormReturn } from '@agency/shared-ui/form';
import type { ReactNode } from 'react';
import { Actions } from '../../components/ui';
import { copy } from '../../copy';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';

/** An editor screen's intro, its add button and the last save's outcome ("Saved."). */
export function EditorIntro({ intro, add, onAdd, saved }: { intro: string; add?: string; onAdd?: () => void; saved: boolean }) {
  return (
    <>
      <p>{intro}</p>
      {saved ? <Alert tone="success">{copy.catalogue.draft.saved}</Alert> : null}
      {add && onAdd ? (
        <Actions>
          <Button onClick={onAdd}>{add}</Button>
        </Actions>
      ) : null}
    </>
  );
}

/** Asks the browser to confirm leaving while a form of the draft holds edits not saved yet. */
export function UnsavedGuard({ form }: { form: Pick<UseFormReturn<never, unknown, never>, 'formState'> }): ReactNode {
  useUnsavedWarning(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  return null;
}
