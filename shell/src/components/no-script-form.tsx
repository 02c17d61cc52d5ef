import type { ReactNode } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: contents;
`;

/**
 * Around a button that opens a dialog (Contact Us, Request Service): the button is this form's submit, so without
 * JavaScript it goes to the dialog's own page (/contact, /book: issue 28); with it, its click handler opens the
 * dialog and prevents the submit. Before hydration, the page's tap capture holds the click for the dialog.
 * Takes no room of its own (display: contents).
 */
export function NoScriptForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <Form method="get" action={action}>
      {children}
    </Form>
  );
}
