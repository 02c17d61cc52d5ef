import { Alert, Button } from '@agency/shared-ui';
import { copy } from '../copy';

/** A failed load: the reason and a retry button. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div>
      <Alert tone="error">{message}</Alert>
      <Button $variant="secondary" onClick={onRetry}>
        {copy.common.retry}
      </Button>
    </div>
  );
}
