import { paths } from '@agency/shared-auth';
import { ButtonLink, Card } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';

const Panel = styled(Card)`
  box-shadow: none;
  background: linear-gradient(160deg, #eef2fd 0%, ${({ theme }) => theme.color.surface} 70%);
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1.25rem; color: ${({ theme }) => theme.color.muted}; }
`;

/** The Special Packages panel, linking to /packages. */
export function SpecialPackages() {
  return (
    <Panel as="section" aria-labelledby="special-packages-title">
      <h2 id="special-packages-title">{copy.dashboard.packagesTitle}</h2>
      <p>{copy.dashboard.packagesBody}</p>
      <ButtonLink to={paths.packages} $variant="secondary">
        {copy.dashboard.packagesLink}
      </ButtonLink>
    </Panel>
  );
}
