import { errorMessage, useAsyncAction } from '@agency/shared-auth';
import { Button, Container, Section, Spinner } from '@agency/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { SectionHead } from '../../../components/layout';
import { homeCopy } from '../../../copy/home';
import { getHome } from '../api/get-home';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
`;

const Quote = styled.blockquote`
  margin: 0;
  height: 100%;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  p { font-size: 1.05rem; }
  p::before { content: '“'; }
  p::after { content: '”'; }
  footer { font-weight: 700; color: ${({ theme }) => theme.color.primary}; }
`;

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
  const home = useAsyncAction(getHome);
  const { run } = home;
  useEffect(() => {
    void run();
  }, [run]);

  const items = home.data?.messages ?? [];
  return (
    <Section aria-labelledby="feedback-heading">
      <Container>
        <SectionHead>
          <h2 id="feedback-heading">{homeCopy.feedbackHeading}</h2>
        </SectionHead>
        {home.status === 'request' || home.status === 'idle' ? (
          <Status>
            <Spinner label={homeCopy.feedbackLoading} size={28} />
          </Status>
        ) : null}
        {home.status === 'failure' ? (
          <Status>
            <p role="alert">{errorMessage(home.error, homeCopy.feedbackError)}</p>
            <Button $variant="secondary" onClick={() => void run()}>
              {homeCopy.feedbackRetry}
            </Button>
          </Status>
        ) : null}
        {home.status === 'success' && items.length === 0 ? <p>{homeCopy.feedbackEmpty}</p> : null}
        {items.length > 0 ? (
          <List>
            {items.map((item) => (
              <li key={item.id}>
                <Quote>
                  <p>{item.text}</p>
                  <footer>{item.name}</footer>
                </Quote>
              </li>
            ))}
          </List>
        ) : null}
      </Container>
    </Section>
  );
}
