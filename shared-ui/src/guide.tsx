import styled from 'styled-components';

/**
 * The site's one microcopy and component guide (see shared-ui/GUIDE.md). Every remote takes its wording for
 * the states the spec leaves unnamed from here, so the same situation reads the same everywhere.
 */
export const guideCopy = {
  /** A required field left empty, where the spec gives no text of its own. */
  required: 'This field is required.',
  cancel: 'Cancel',
  close: 'Close',
} as const;

/**
 * The one button row of a dialog or form: dismissive action first, the main (or destructive) action last,
 * right-aligned; on a phone the buttons stack full width with the main action on top.
 */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
  @media (max-width: 479.98px) {
    flex-direction: column-reverse;
    align-items: stretch;
    & > * { width: 100%; }
  }
`;
