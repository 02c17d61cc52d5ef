import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { media } from './theme';

/** Space kept above a top-anchored dialog (and the same below it, so its bottom never leaves the screen). */
const TOP_GAP = 'clamp(1rem, 6vh, 4rem)';

const StyledDialog = styled.dialog<{ $placement: DialogPlacement; $phoneSheet: boolean }>`
  width: min(640px, calc(100vw - 1rem));
  max-height: calc(100dvh - 1rem);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.text};
  &::backdrop { background: rgba(13, 19, 48, 0.6); }
  /* Header and actions stay put; only the body scrolls when the content is taller than the screen. */
  &[open] { display: flex; flex-direction: column; }
  ${({ $placement }) =>
    $placement === 'top'
      ? css`
          /* Anchored under the top edge: a step that grows or shrinks moves only the bottom edge, never the title. */
          margin: ${TOP_GAP} auto auto;
          max-height: calc(100dvh - 2 * ${TOP_GAP});
        `
      : ''}
  ${({ $phoneSheet }) =>
    $phoneSheet
      ? css`
          @media (max-width: 600px) {
            width: 100%;
            max-width: none;
            height: 100dvh;
            max-height: none;
            margin: 0;
            border-radius: 0;
          }
        `
      : ''}
`;

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1rem 0;
  ${media.md} { padding: 1.5rem 1.5rem 0; }
  h2 { font-size: 1.35rem; margin: 0.3rem 0 0; }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1rem;
  ${media.md} { padding: 1.5rem; }
`;

const Footer = styled.div`
  flex: none;
  padding: 0.75rem 1rem 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  ${media.md} { padding: 1rem 1.5rem 1.25rem; }
  /* The footer already separates the actions from the content. */
  & > *:first-child { margin-top: 0; }
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
  /**
   * 'center' (default): the browser centres the dialog. 'top': anchored near the top edge, so a multi-step
   * dialog whose height changes keeps its title in place instead of re-centring at every step.
   */
  placement?: DialogPlacement;
  /** On phones (≤ 600 px) the dialog fills the screen as a sheet instead of floating with thin margins. */
  phoneSheet?: boolean;
  /** Always-visible actions under the scrolling body (e.g. a `<DialogActions>` row); buttons may submit a form in the body with `form=`. */
  footer?: ReactNode;
}

export type DialogPlacement = 'center' | 'top';

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * focus moves into it (to the element marked `data-autofocus`, if any) and returns to the opener when it closes.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  staticBackdrop = false,
  description,
  closeLabel = 'Close',
  placement = 'center',
  phoneSheet = false,
  footer,
}: DialogProps) {
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
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      data-placement={placement}
      $placement={placement}
      $phoneSheet={phoneSheet}
    >
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
      {footer ? <Footer>{footer}</Footer> : null}
    </StyledDialog>
  );
}
