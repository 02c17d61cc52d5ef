import { paths } from '@agency/shared-auth';
import { ButtonLink, Card } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';

const Panel = styled(Card)`
  background: ${({ theme }) => theme.color.surfaceAlt};
  h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
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
