import { openBookingDialog, type ServiceCodeOrAlias } from '@agency/shared-auth';
import { Button, type ButtonVariant, VisuallyHidden } from '@agency/shared-ui';
import type { ReactNode } from 'react';

interface RequestButtonProps {
  /** The service to preselect in the booking dialog; none for a general consultation. */
  code?: ServiceCodeOrAlias;
  children: ReactNode;
  /** Read by screen readers after the visible label, so that repeated labels ('Request') stay distinct. */
  context?: string;
  $variant?: ButtonVariant;
  $block?: boolean;
}

/** Opens the booking dialog through the cross-remote contract (marketing never imports the booking remote). */
export function RequestButton({ code, children, context, $variant, $block }: RequestButtonProps) {
  return (
    <Button $variant={$variant} $block={$block} aria-haspopup="dialog" onClick={() => openBookingDialog(code)}>
      {children}
      {context ? <VisuallyHidden>{` ${context}`}</VisuallyHidden> : null}
    </Button>
  );
}
