import { VisuallyHidden } from '@agency/shared-ui';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgba(232, 235, 247, 0.12);
  }
  a:hover { background: rgba(232, 235, 247, 0.25); }
`;

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/thinkmakesolve', path: 'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 8c-.1-1.6-.4-3-1.6-4.2S16.9 2.1 15.3 2H8.7C7.1 2.1 5.7 2.4 4.5 3.6S2.8 6.3 2.8 7.9v8.2c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6h6.6c1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2V8Zm-2.1 10.3a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.8.4s-4.5.1-5.8-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.4-.4-5.8s-.1-4.5.4-5.8a3.3 3.3 0 0 1 1.9-1.9c1.3-.5 4.4-.4 5.8-.4s4.5-.1 5.8.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.8s.1 4.5-.4 5.8Z' },
  { name: 'X (Twitter)', href: 'https://x.com/thinkmakesolve', path: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/thinkmakesolve', path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5Z' },
  { name: 'Facebook', href: 'https://www.facebook.com/thinkmakesolve', path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.9c0-.6.4-.9 1-.9Z' },
] as const;

export function SocialLinks() {
  return (
    <List>
      {SOCIAL.map((s) => (
        <li key={s.name}>
          <a href={s.href} target="_blank" rel="noopener noreferrer">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={s.path} fill="currentColor" />
            </svg>
            <VisuallyHidden>{`${s.name} (opens in a new tab)`}</VisuallyHidden>
          </a>
        </li>
      ))}
    </List>
  );
}
