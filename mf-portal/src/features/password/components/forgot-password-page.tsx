import { errorMessage, paths, useAsyncAction } from '@agency/shared-auth';
import { Alert, Button, Link, PageMeta, Spinner, TextField, useNavigate } from '@agency/shared-ui';
import { type FormEvent, useState } from 'react';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { resetRequest } from '../api/reset-request';

/** /forgot-password — one email field; success goes to the request-sent page. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const action = useAsyncAction(resetRequest);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setEmptyError(!value);
    if (!value) return;
    const answer = await action.run({ email: value });
    if (answer) navigate(paths.requestSent);
  };

  return (
    <NarrowPage>
      <PageMeta title={copy.forgot.metaTitle} description={copy.forgot.metaDescription} />
      <NarrowPanel>
        <h1>{copy.forgot.title}</h1>
        <p>{copy.forgot.intro}</p>
        {action.status === 'failure' ? <Alert tone="error">{errorMessage(action.error, copy.forgot.failure)}</Alert> : null}
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={copy.forgot.email}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={emptyError ? copy.forgot.emptyEmail : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" $block disabled={action.status === 'request'}>
            {action.status === 'request' ? <Spinner label={copy.common.sending} size={18} /> : copy.forgot.submit}
          </Button>
        </form>
        <p style={{ marginTop: '1rem' }}>
          <Link to={paths.login}>{copy.forgot.backToLogin}</Link>
        </p>
      </NarrowPanel>
    </NarrowPage>
  );
}
