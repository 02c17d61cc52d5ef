import { errorMessage } from '@agency/shared-auth';
import { Button, Container, media, Section, Spinner } from '@agency/shared-ui';
import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { balancedItemStyle } from '../../../components/balanced-grid';
import { SectionHead } from '../../../components/layout';
import { homeCopy } from '../../../copy/home';
import { useHome } from '../api/get-home';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    & > li { grid-column: var(--start-md, auto) / span 2; }
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    & > li { grid-column: var(--start-lg, auto) / span 2; }
  }
`;

const Quote = styled.figure`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  padding: 1.75rem 1.5rem 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  blockquote { margin: 0 0 1.5rem; }
  blockquote::before {
    content: '“';
    display: block;
    height: 2.2rem;
    font: 800 3.5rem/1 Georgia, 'Times New Roman', serif;
    color: ${({ theme }) => theme.color.accent};
  }
  p { font-size: 1.05rem; margin: 0; }
  figcaption {
    margin-top: auto;
    display: flex;
    align-items: center;
    gap: 0.85rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong { color: ${({ theme }) => theme.color.text}; }
  span { font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
`;

/** 'Tolu Adebayo, founder of Kora Foods' → the person and their role; a name without a comma is all person. */
export function splitAuthor(name: string): { person: string; role: string } {
  const comma = name.indexOf(',');
  if (comma < 0) return { person: name.trim(), role: '' };
  return { person: name.slice(0, comma).trim(), role: name.slice(comma + 1).trim() };
}

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  text-align: center;
  color: ${({ theme }) => theme.color.primary};
  p { color: ${({ theme }) => theme.color.text}; margin: 0; }
`;

/** Client feedback from GET /api/home, with its loading, failure (and retry) and empty states. */
export function FeedbackList() {
  const home = useHome();
  const items = home.data?.messages ?? [];
  return (
    <Section $skipOffscreen aria-labelledby="feedback-heading">
      <Container>
        <SectionHead>
          <h2 id="feedback-heading">{homeCopy.feedbackHeading}</h2>
        </SectionHead>
        {home.isPending ? (
          <Status>
            <Spinner label={homeCopy.feedbackLoading} size={28} />
          </Status>
        ) : null}
        {home.isError ? (
          <Status>
            <p role="alert">{errorMessage(home.error, homeCopy.feedbackError)}</p>
            <Button $variant="secondary" onClick={() => void home.refetch()}>
              {homeCopy.feedbackRetry}
            </Button>
          </Status>
        ) : null}
        {home.isSuccess && items.length === 0 ? <p>{homeCopy.feedbackEmpty}</p> : null}
        {items.length > 0 ? (
          <List role="list">
            {items.map((item, index) => {
              const { person, role } = splitAuthor(item.name);
              return (
                <li key={item.id} style={balancedItemStyle(index, items.length)}>
                  <Quote>
                    <blockquote>
                      <p>{item.text}</p>
                    </blockquote>
                    <figcaption>
                      <Avatar name={person} />
                      <Who>
                        <strong>{person}</strong>
                        {role ? <span>{role}</span> : null}
                      </Who>
                    </figcaption>
                  </Quote>
                </li>
              );
            })}
          </List>
        ) : null}
      </Container>
    </Section>
  );
}
