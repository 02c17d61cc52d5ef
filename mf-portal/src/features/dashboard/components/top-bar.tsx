import { firstWordOfName, openContactDialog, paths, useAuthStore } from '@agency/shared-auth';
import { Link } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 0;
  margin-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  .name { font-weight: 700; }
  ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0; padding: 0; }
  a, button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.primary};
    font: inherit;
    font-weight: 600;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
  }
`;

/** The dashboard's top bar: the first word of the user's first name, My Requests, Profile, Contact Us. */
export function TopBar() {
  const name = useAuthStore((s) => firstWordOfName(s.user));
  return (
    <Bar>
      <span className="name">{copy.dashboard.greeting(name)}</span>
      <nav aria-label={copy.dashboard.topNav}>
        <ul>
          <li>
            <Link to={paths.requests}>{copy.dashboard.nav.myRequests}</Link>
          </li>
          <li>
            <Link to={paths.profile}>{copy.dashboard.nav.profile}</Link>
          </li>
          <li>
            <button type="button" onClick={openContactDialog}>
              {copy.dashboard.nav.contact}
            </button>
          </li>
        </ul>
      </nav>
    </Bar>
  );
}
