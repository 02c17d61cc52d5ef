import styled from 'styled-components';

/**
 * The newsletter row's look, shared by the placeholder (in the first load) and the form (in its own chunk):
 * both render the same elements with these styles, so the swap moves nothing on the page.
 * The label only names the field (its text is visually hidden): it takes no place in the row. The field takes
 * the row and the button follows it; when the column is too narrow for both, the button drops below at full
 * width rather than pushing the page wider. (Comments stay out of the CSS text, which ships as written.)
 */
export const NewsletterFrame = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  max-width: 100%;
  & > label { display: contents; }
  input { flex: 1 1 12rem; min-width: 0; }
  button { flex: 1 0 auto; }
  @media (min-width: 420px) { button { flex-grow: 0; } }
`;

export const NewsletterMessage = styled.p<{ $error?: boolean }>`
  width: 100%;
  margin: 0.25rem 0 0;
  color: ${({ $error }) => ($error ? '#ffb4ab' : 'inherit')};
  font-size: 0.9rem;
`;

/** The ids the placeholder and the form share, so the field keeps its name and description across the swap. */
export interface NewsletterIds {
  input: string;
  message: string;
}

/**
 * What the placeholder hands the form when the form takes its place: what was typed, whether the field had
 * focus, and whether the visitor already asked to subscribe (the form then does it at once).
 */
export interface NewsletterDraft {
  value: string;
  focused: boolean;
  submitted: boolean;
}

export const newDraft = (): NewsletterDraft => ({ value: '', focused: false, submitted: false });
