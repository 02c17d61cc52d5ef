import styled from 'styled-components';

/** Dark tones that all keep white initials above 4.5:1. */
const TONES = ['#1739a6', '#c2410c', '#146c2e', '#6d28d9', '#0f766e', '#9d174d'] as const;

/** Up to two initials: the first letters of the first and last words of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toLocaleUpperCase('en');
}

/** The same name always gets the same tone. */
export function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return TONES[hash % TONES.length]!;
}

const Circle = styled.span<{ $tone: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ $tone }) => $tone};
  color: #ffffff;
  font-weight: 800;
  font-size: 1.05rem;
  letter-spacing: 0.02em;
  box-shadow: 0 0 0 3px #ffffff, 0 0 0 4px ${({ $tone }) => $tone}33;
`;

/** An initials avatar for a person who has no photo; decorative, as the name is written next to it. */
export function Avatar({ name }: { name: string }) {
  return (
    <Circle $tone={toneOf(name)} aria-hidden="true" data-avatar="">
      {initialsOf(name)}
    </Circle>
  );
}
