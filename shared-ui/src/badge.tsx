import styled from 'styled-components';

/** A short status label ('Coming soon', 'Popular'); both tones keep at least 4.5:1 contrast. */
export const Badge = styled.span<{ $tone?: 'accent' | 'primary' }>`
  display: inline-block;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.4;
  background: ${({ theme, $tone = 'accent' }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.surfaceAlt)};
  color: ${({ theme, $tone = 'accent' }) => ($tone === 'accent' ? theme.color.accent : theme.color.primary)};
`;
