import styled from 'styled-components';

/**
 * The square 44 px button that holds only an icon (a menu toggle, a "more actions" trigger): a touch-sized target,
 * `type="button"` unless told otherwise. It has no text of its own, so every use gives it an `aria-label`.
 * `$border` is the outline's width in px (1 unless told); `$hover` tints it on hover and while the menu it opens is
 * expanded.
 */
export const IconButton = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $border?: 1 | 2;
  $hover?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: ${({ $border = 1 }) => $border}px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${({ $hover, theme }) => ($hover ? `&:hover, &[aria-expanded='true'] { background: ${theme.color.surfaceAlt}; }` : '')}
`;
