import styled from 'styled-components';

/** Where a page shows its loading, empty or failed state, with its action below the text. */
export const StatePanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 2rem 0;
`;
