import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceAlt}; }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover:not(:disabled) { background: rgba(23, 57, 166, 0.08); }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: #fff;
    border-color: ${({ theme }) => theme.color.danger};
  `,
};

const base = css<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.3rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background 0.15s ease, transform 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variantStyles[$variant]}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

/** A button; `$variant` picks the look, `$block` makes it full width. */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $block?: boolean;
}>`
  ${base}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${base}
`;

/** A button that looks like a link, for actions inside text. */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  background: none;
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.color.primary};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
