import { errorMessage, useAsyncAction } from '@agency/shared-auth';
import { Spinner } from '@agency/shared-ui';
import { useEffect } from 'react';
import { copy } from '../../../copy';
import { getHome } from '../api/get-home';

export function FeedbackList() {
  const home = useAsyncAction(getHome);
  const { run } = home;
  useEffect(() => {
    void run();
  }, [run]);

  return (
    <section aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">{copy.home.feedbackHeading}</h2>
      {home.status === 'request' ? <Spinner label={copy.home.feedbackLoading} /> : null}
      {home.status === 'failure' ? <p role="alert">{errorMessage(home.error, copy.home.feedbackError)}</p> : null}
      <ul>
        {home.data?.messages.map((item) => (
          <li key={item.id}>
            <blockquote>
              <p>{item.text}</p>
              <footer>{item.name}</footer>
            </blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
