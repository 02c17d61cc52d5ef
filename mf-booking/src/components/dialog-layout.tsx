import styled from 'styled-components';

/** The row of step buttons at the bottom of a dialog; wraps into full-width buttons on a narrow phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 0.5rem;
  /* Side by side when both fit, otherwise each takes the full width (a 360 px phone). */
  > * { flex: 1 1 12rem; }
`;

/** Announces the current step to screen readers each time it changes. */
export const StepStatus = styled.div`
  h3 { font-size: 1.05rem; margin: 0 0 1rem; color: ${({ theme }) => theme.color.muted}; }
`;

export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0.75rem 0.75rem 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend { font-weight: 700; padding: 0 0.35rem; }
`;
