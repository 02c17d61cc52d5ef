import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { media } from './theme';

const StyledDialog = styled.dialog`
  width: min(640px, calc(100vw - 1rem));
  max-height: calc(100dvh - 1rem);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.text};
  &::backdrop { background: rgba(13, 19, 48, 0.6); }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1rem 0;
  ${media.md} { padding: 1.5rem 1.5rem 0; }
  h2 { font-size: 1.35rem; margin: 0.3rem 0 0; }
`;

const Body = styled.div`
  padding: 1rem;
  ${media.md} { padding: 1.5rem; }
`;

const CloseButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Static backdrop: no closing by clicking outside or by Escape; only the close button (or the content) closes it. */
  staticBackdrop?: boolean;
  /** Extra description tied to the dialog for screen readers. */
  description?: ReactNode;
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * focus moves into it (to the element marked `data-autofocus`, if any) and returns to the opener when it closes.
 */
export function Dialog({ open, title, onClose, children, staticBackdrop = false, description, closeLabel = 'Close' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      // Like the native autofocus attribute (which React never renders): lets the content say which field
      // takes focus on open, rather than the close button that comes first.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
    return undefined;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!staticBackdrop) onCloseRef.current();
    };
    const onClick = (event: MouseEvent) => {
      if (staticBackdrop || event.target !== dialog) return;
      const rect = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom;
      if (!inside) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, [staticBackdrop]);

  if (!open) return null;
  return (
    <StyledDialog ref={ref} aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} aria-modal="true">
      <Header>
        <h2 id={titleId}>{title}</h2>
        <CloseButton aria-label={closeLabel} onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Header>
      <Body>
        {description ? <p id={descriptionId}>{description}</p> : null}
        {children}
      </Body>
    </StyledDialog>
  );
}
