import { errorMessage } from '@agency/shared-auth';
import type { ConfirmDialogProps } from '@agency/shared-ui';
import { copy } from '../copy';

/** A deletion's state for the confirm dialog: its status, then the spec's 'Success!' or the failure ('An error occured', or the server's reason). */
export function deleteOutcome(mutation: { status: ConfirmDialogProps['status']; error: unknown }): Pick<ConfirmDialogProps, 'status' | 'successText' | 'failureText'> {
  return { status: mutation.status, successText: copy.common.success, failureText: errorMessage(mutation.error, copy.common.deleteFailure) };
}
