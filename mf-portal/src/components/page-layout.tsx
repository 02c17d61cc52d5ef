import { Card, Container } from '@agency/shared-ui';
import styled from 'styled-components';

/** A narrow centred card, for the one-form pages (forgot, reset, set-up). */
export const NarrowPage = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: 3rem;
  padding-bottom: 4rem;
`;

export const NarrowPanel = styled(Card)`
  width: 100%;
  max-width: 460px;
  h1 { font-size: 1.8rem; margin-top: 0; }
  h1:focus { outline: none; }
`;

/** A full-width page of the signed-in portal (profile, requests, settings, order summary). */
export const PortalPage = styled(Container)`
  padding-top: 2.5rem;
  padding-bottom: 4rem;
  h1 { margin-top: 0; }
`;
