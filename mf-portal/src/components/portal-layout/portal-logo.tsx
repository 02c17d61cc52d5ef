import { paths } from '@agency/shared-auth';
import { Link } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../copy';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  min-width: 44px;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  line-height: 1.2;
  .name { font-weight: 800; font-size: 1rem; letter-spacing: -0.01em; white-space: nowrap; }
  .suffix { display: block; font-weight: 600; font-size: 0.78rem; color: ${({ theme }) => theme.color.muted}; letter-spacing: 0.02em; }
`;

/** The agency's mark (the shell's logo, drawn again here: remotes never import the shell), linking to '/'. */
export function PortalLogo({ compact = false }: { compact?: boolean }) {
  return (
    <LogoLink to={paths.home} aria-label={copy.layout.homeLink}>
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#1739a6" />
        <path d="M16 20h32v6H35v22h-6V26H16z" fill="#ffffff" />
        <circle cx="48" cy="46" r="5" fill="#f59e0b" />
      </svg>
      {compact ? null : (
        <span className="name">
          {copy.layout.brand}{' '}
          <span className="suffix">{copy.layout.brandSuffix}</span>
        </span>
      )}
    </LogoLink>
  );
}
