import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { FORM_FIELD, type PostedFields } from '@agency/contracts/form-posts';
import { Alert, Button, Container, media, PageMeta } from '@agency/shared-ui';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';

const Main = styled.div`
  padding: 2rem 0 3rem;
  ${media.md} { padding: 3rem 0 4.5rem; }
`;

const Panel = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
  ${media.sm} { padding: 2rem; }
  h1 { font-size: 1.75rem; margin: 0 0 0.75rem; }
  h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  h2:focus { outline: none; }
  fieldset { border: 0; margin: 0 0 1rem; padding: 0; min-width: 0; }
  legend { font-weight: 600; margin-bottom: 0.4rem; padding: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

export interface FormPageProps {
  meta: { metaTitle: string; metaDescription: string };
  heading: string;
  children: ReactNode;
}

/** The frame of the /book and /contact pages: one panel, the page's heading first. */
export function FormPage({ meta, heading, children }: FormPageProps) {
  return (
    <Main>
      <PageMeta title={meta.metaTitle} description={meta.metaDescription} />
      <Container>
        <Panel>
          <h1>{heading}</h1>
          {children}
        </Panel>
      </Container>
    </Main>
  );
}

/** The outcome of a sent form: its title (focused, so a screen reader reads it out after the page changed) and text. */
export function SentPanel({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="sent-title">
      <h2 id="sent-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{body}</p>
      {children}
    </section>
  );
}

/**
 * A form's fields as the browser would post them: a radio group's checked value, a box's value only when ticked.
 * (FormData would do, but not every environment's FormData reads a DOM form.)
 */
export const fieldsOf = (form: HTMLFormElement): PostedFields => ({
  get(name: string) {
    const item = form.elements.namedItem(name);
    if (!item) return null;
    if (item instanceof RadioNodeList) return item.value;
    const input = item as HTMLInputElement;
    if (input.type === 'checkbox' || input.type === 'radio') return input.checked ? input.value : null;
    return input.value;
  },
});

export interface PostedFormProps {
  /** The page's own address: without JavaScript the browser posts the fields there, and the site sends them on. */
  action: string;
  /** With JavaScript: the page sends the form itself. */
  onSend: (form: HTMLFormElement) => void;
  sending: boolean;
  sendingText: string;
  submitText: string;
  /** Why the last send was refused: the API's detail (after a post without JavaScript, the page's `error` parameter). */
  error: string | null;
  children: ReactNode;
}

/**
 * A form that works before and without JavaScript: a plain `method="post"` form the browser validates (`required`)
 * and sends itself, which the page takes over once it is React's (it then calls the API and keeps what was typed).
 */
export function PostedForm({ action, onSend, sending, sendingText, submitText, error, children }: PostedFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onSend(event.currentTarget);
  };
  return (
    <form method="post" action={action} onSubmit={submit}>
      {error ? (
<Alert tone="error">{error}</Alert>
      ) : null}
      {children}
      <input type="hidden" name={FORM_FIELD.noticeVersion} value={PRIVACY_NOTICE_VERSION} />
      <Actions>
        <Button type="submit" aria-disabled={sending || undefined}>
          {sending ? sendingText : submitText}
        </Button>
      </Actions>
    </form>
  );
}
