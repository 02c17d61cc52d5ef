import styled from 'styled-components';
import { copy } from '../copy';
import { Link } from '@agency/shared-ui';

/*
 * Two lines, always: the bar never squeezes the name into more. The mark keeps its size whatever the column:
 * global img/svg max-width would let it shrink to nothing. (Comments stay out of the CSS text, which ships as is.)
 */
const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  color: inherit;
  text-decoration: none;
  font-weight: 800;
  font-size: 1.1rem;
  letter-spacing: -0.01em;
  min-height: 44px;
  flex: none;
  white-space: nowrap;
  line-height: 1.25;
  svg { flex: none; width: 36px; height: 36px; max-width: none; }
  span.suffix { display: block; color: ${({ theme }) => theme.color.accent}; font-weight: 700; }
`;

/** The logo links to '/'. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <LogoLink to="/" aria-label={copy.homeLink}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#1739a6'} />
        <path d="M16 20h32v6H35v22h-6V26H16z" fill={inverted ? '#1739a6' : '#ffffff'} />
        <circle cx="48" cy="46" r="5" fill="#f59e0b" />
      </svg>
      <span>
        {copy.brand} <span className="suffix">{copy.brandSuffix}</span>
      </span>
    </LogoLink>
  );
}
