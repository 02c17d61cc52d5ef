import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  padding: 0.4rem 1rem;
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.darkText};
  font-size: 0.85rem;
  strong { color: #ffffff; }
  ul { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin: 0; padding: 0; list-style: none; }
  a { color: ${({ theme }) => theme.color.darkText}; }
  a[aria-current='page'] { color: #ffffff; font-weight: 700; }
`;

/**
 * The standalone dev page's chrome (development builds only): which remote this is, where `/api` goes,
 * and a link to each of the remote's own routes.
 */
export function DevChrome({ paths }: { paths: string[] }) {
  const name = `mf-${process.env.MF_APP_NAME}`;
  const links = paths.filter((p) => !p.includes(':') && !p.includes('*'));
  return (
    <Bar aria-label={`${name} standalone dev`} data-dev-chrome={process.env.MF_APP_NAME}>
      <strong>{name} · standalone dev</strong>
      <span>API: {process.env.MF_DEV_API}</span>
      {links.length > 0 && (
        <ul>
          {links.map((p) => (
            <li key={p}>
              <NavLink to={p}>{p}</NavLink>
            </li>
          ))}
        </ul>
      )}
    </Bar>
  );
}
