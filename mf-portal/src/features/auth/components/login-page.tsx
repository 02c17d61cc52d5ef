import { errorMessage, isOfficePath, paths, useAsyncAction, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, Link, PageMeta, PasswordField, Spinner, TextField, useNavigate, useSearchParams } from '@agency/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { NarrowPage as Page, NarrowPanel as Panel } from '../../../components/page-layout';
import { copy } from '../../../copy';
import { login } from '../api/login';
import { safeRedirect } from '../safe-redirect';
import { validateLogin } from '../validate-login';

/**
 * /login — the default target after sign-in is /made-requests (the back office for staff); a signed-in
 * visitor goes straight there, except a client sent here from the back office, who may sign in as staff.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const user = useAuthStore((s) => s.user);
  const isStaff = user?.role === 'staff';
  const target = safeRedirect(params.get('redirect'), isStaff ? paths.office : paths.requests);
  const needsStaff = isOfficePath(target.split(/[?#]/)[0]!) && !isStaff;
  const signIn = useAuthStore((s) => s.signIn);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const action = useAsyncAction(login);

  useEffect(() => {
    if (user && !needsStaff) navigate(target, { replace: true });
  }, [user, needsStaff, target, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLogin(email, password);
    setLocalError(problem);
    if (problem) return;
    const info = await action.run({ username: email.trim(), password });
    if (info) signIn(info);
  };

  const error = localError ?? (action.status === 'failure' ? errorMessage(action.error, copy.login.serverFailure) : null);
  return (
    <Page>
      <PageMeta title={copy.login.metaTitle} description={copy.login.metaDescription} />
      <Panel>
        <h1>{copy.login.title}</h1>
        <p>{copy.login.intro}</p>
        {needsStaff ? <Alert tone="info">{copy.login.staffOnly}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={copy.login.email}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={Boolean(localError) && !email.trim()}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField
            label={copy.login.password}
            name="password"
            autoComplete="current-password"
            value={password}
            error={Boolean(localError) && password.length < 5}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" $block disabled={action.status === 'request'}>
            {action.status === 'request' ? <Spinner label={copy.login.submitting} size={18} /> : copy.login.submit}
          </Button>
        </form>
        <p style={{ marginTop: '1rem' }}>
          <Link to={paths.forgotPassword}>{copy.login.forgotPassword}</Link>
        </p>
      </Panel>
    </Page>
  );
}
