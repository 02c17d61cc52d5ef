import { Card, Container, media } from '@agency/shared-ui';
import styled from 'styled-components';

/** One centred card, as the site's other emailed-link pages. */
export const LinkPage = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: 1.5rem;
  padding-bottom: 3rem;
  ${media.md} { padding-top: 4rem; padding-bottom: 5rem; }
`;

export const LinkPanel = styled(Card)`
  width: 100%;
  max-width: 448px;
  padding: 1.5rem 1.25rem;
  overflow-wrap: anywhere;
  ${media.sm} { padding: 2rem; }
  h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 0.75rem; }
  h1:focus { outline: none; }
  p { margin: 0 0 1.25rem; }
  & > a:last-child { display: inline-flex; align-items: center; min-height: 44px; margin-top: 1rem; }
`;
