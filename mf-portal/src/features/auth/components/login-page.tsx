import { errorMessage, isOfficePath, OFFLINE_MESSAGE, paths, useApiMutation, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, Link, PageMeta, PasswordField, Spinner, TextField, useNavigate, useSearchParams } from '@agency/shared-ui';
import { refusal, refuse, useLazyZodForm } from '@agency/shared-ui/form';
import { useEffect, useId } from 'react';
import { NarrowPage as Page, NarrowPanel as Panel } from '../../../components/page-layout';
import { copy } from '../../../copy';
import { login } from '../api/login';
import { useHydrated } from '@agency/shared-ui/hydrated';
import { safeRedirect } from '../safe-redirect';

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
  // The form's schema (and zod with it) loads when a field takes focus or at the first submit, not with the page.
  const { form, prepare } = useLazyZodForm(() => import('../login-schema').then((m) => m.LoginForm), {
    defaultValues: { username: '', password: '' },
    loadFailure: OFFLINE_MESSAGE,
  });
  const { errors } = form.formState;
  const signInCall = useApiMutation({ mutationFn: login, onSuccess: signIn });
  const hydrated = useHydrated();

  useEffect(() => {
    if (user && !needsStaff) navigate(target, { replace: true });
  }, [user, needsStaff, target, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signInCall.mutateAsync(values);
    } catch (error) {
      refuse(form, errorMessage(error, copy.login.serverFailure));
    }
  });

  const refused = refusal(form);
  // Both fields empty: the spec's one message, once (under Email); both fields are marked invalid and the
  // password field is described by that same message.
  const emailId = useId();
  const emailError = errors.username?.message;
  const passwordError = errors.password?.message;
  const sameMessage = Boolean(emailError) && emailError === passwordError;
  return (
    <Page>
      <PageMeta title={copy.login.metaTitle} description={copy.login.metaDescription} />
      <Panel>
        <h1>{copy.login.title}</h1>
        <p>{copy.login.intro}</p>
        {needsStaff ? <Alert tone="info">{copy.login.staffOnly}</Alert> : null}
        {refused ? <Alert tone="error">{refused}</Alert> : null}
        <form onSubmit={onSubmit} onFocus={prepare} noValidate>
          <TextField id={emailId} label={copy.login.email} type="email" autoComplete="email" error={emailError} {...form.register('username')} />
          <PasswordField
            label={copy.login.password}
            autoComplete="current-password"
            error={sameMessage ? true : passwordError}
            {...(sameMessage ? { 'aria-describedby': `${emailId}-error` } : {})}
            {...form.register('password')}
          />
          <Button type="submit" $block disabled={!hydrated || signInCall.isPending}>
            {signInCall.isPending ? <Spinner label={copy.login.submitting} size={18} /> : copy.login.submit}
          </Button>
        </form>
        <p style={{ marginTop: '1rem' }}>
          <Link to={paths.forgotPassword}>{copy.login.forgotPassword}</Link>
        </p>
      </Panel>
    </Page>
  );
}
