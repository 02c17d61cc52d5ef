import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Alert } from '@agency/shared-ui';
import { copy } from '../copy';
import { refresh } from '../lib/office-query';

export interface OfficeAction<T = unknown> {
  run: () => Promise<T>;
  /** The success text ('' says nothing), or one made from the answer. */
  success?: string | ((answer: T) => string);
  /** API prefixes to refresh once the change is made (the staff action stays busy until they are). */
  refresh?: readonly string[];
  /** A form shows its own refusal (refuse/refusal), so this view stays quiet about it. */
  fromForm?: boolean;
}

/**
 * Staff actions of one page or card, one at a time (every button waits while one runs), and how the last one
 * went in a live region: the mutation's own state, so a new action clears the last one's text.
 */
export function useOfficeAction() {
  const mutation = useApiMutation({
    mutationFn: (action: OfficeAction) => action.run(),
    // A download changes nothing, so it refreshes nothing.
    onSuccess: (_answer, action) => (action.refresh ? refresh(action.refresh) : undefined),
  });
  const { variables: action, data } = mutation;
  let view = null;
  if (mutation.isError && !action?.fromForm) view = <Alert tone="error">{errorMessage(mutation.error, copy.common.failed)}</Alert>;
  if (mutation.isSuccess && action?.success) {
    const text = typeof action.success === 'function' ? action.success(data) : action.success;
    if (text) view = <Alert tone="success">{text}</Alert>;
  }
  return {
    busy: mutation.isPending,
    view,
    run: <T,>(next: OfficeAction<T>) => mutation.mutate(next as OfficeAction),
    /** For a form: resolves when done, rejects with the refusal for the form to show. */
    submit: <T,>(next: OfficeAction<T>) => mutation.mutateAsync({ ...(next as OfficeAction), fromForm: true }),
  };
}
