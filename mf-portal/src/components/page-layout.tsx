import { Card, Container, media } from '@agency/shared-ui';
import styled from 'styled-components';

/**
 * The one card of the focused pages (login, forgot, reset, set-up, the emailed links), centred in the shell's
 * focused frame. One width for all of them, so moving from one to the next does not shift the form.
 */
export const NarrowPage = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: 1.5rem;
  padding-bottom: 3rem;
  ${media.md} { padding-top: 4rem; padding-bottom: 5rem; }
`;

export const NarrowPanel = styled(Card)`
  width: 100%;
  max-width: 448px;
  padding: 1.5rem 1.25rem;
  ${media.sm} { padding: 2rem; }
  h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 0.5rem; letter-spacing: -0.01em; }
  h1:focus { outline: none; }
  h1 + p { color: ${({ theme }) => theme.color.muted}; margin-top: 0; margin-bottom: 1.5rem; }
`;

/** A page inside the portal's layout (profile, requests, settings, order summary): the layout gives the width. */
export const PortalPage = styled.div`
  h1 { font-size: 1.75rem; line-height: 1.2; letter-spacing: -0.015em; margin: 0 0 1.25rem; }
  ${media.md} { h1 { font-size: 2rem; } }
`;
