import { paths } from '@agency/contracts/pages';
import { type BookingPurpose, openBookingDialog, openContactDialog, type ServiceCodeOrAlias } from '@agency/shared-auth';
import { Button, type ButtonVariant, VisuallyHidden } from '@agency/shared-ui';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: contents;
`;

/**
 * Around a button that opens a dialog: the button is this form's submit, so without JavaScript it goes to the
 * dialog's own page (/book?service=…, /contact: issue 28); with it, its click handler opens the dialog and prevents
 * the submit (before hydration, the page's tap capture holds the click for it). Takes no room (display: contents).
 */
export function PageForm({ action, service, children }: { action: string; service?: string | null; children: ReactNode }) {
  return (
    <Form method="get" action={action}>
      {service ? <input type="hidden" name="service" value={service} /> : null}
      {children}
    </Form>
  );
}

/** The click of a PageForm's button with JavaScript: the dialog instead of the page. */
export const inDialog = (open: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  open();
};

interface RequestButtonProps {
  /** The service to preselect in the booking dialog; none for a general consultation. */
  code?: ServiceCodeOrAlias;
  children: ReactNode;
  /** Read by screen readers after the visible label, so that repeated labels ('Request') stay distinct. */
  context?: string;
  $variant?: ButtonVariant;
  $block?: boolean;
  /** What the button offers, so the dialog is titled for it: 'consultation' for "Book Consultation" and "Get started", else 'request'. */
  purpose?: BookingPurpose;
  /** The package a "Get started" button belongs to, carried into the booking. */
  packageName?: string;
}

/** Opens the booking dialog through the cross-remote contract (marketing never imports the booking remote); without JavaScript, the booking page. */
export function RequestButton({ code, children, context, $variant, $block, purpose = 'request', packageName }: RequestButtonProps) {
  return (
    <PageForm action={paths.book} service={code}>
      <Button
        type="submit"
        $variant={$variant}
        $block={$block}
        aria-haspopup="dialog"
        data-replay="marketing"
        onClick={inDialog(() => openBookingDialog(code, { purpose, ...(packageName ? { packageName } : {}) }))}
      >
        {children}
        {context ? <VisuallyHidden>{` ${context}`}</VisuallyHidden> : null}
      </Button>
    </PageForm>
  );
}

/** Opens the contact dialog; without JavaScript, the contact page. */
export function ContactButton({ children, $variant }: { children: ReactNode; $variant?: ButtonVariant }) {
  return (
    <PageForm action={paths.contact}>
      <Button type="submit" $variant={$variant} aria-haspopup="dialog" data-replay="marketing" onClick={inDialog(openContactDialog)}>
        {children}
      </Button>
    </PageForm>
  );
}
