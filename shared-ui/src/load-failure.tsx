import { Button } from './button';
import { Alert } from './layout';

/** A load that failed: the reason, announced, and a button to try again. Each app passes its own texts. */
export function LoadFailure({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div>
      <Alert tone="error">{message}</Alert>
      <Button $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
