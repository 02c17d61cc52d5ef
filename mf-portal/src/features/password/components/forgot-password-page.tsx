import { errorMessage, OFFLINE_MESSAGE, paths, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, Link, PageMeta, Spinner, TextField, useNavigate } from '@agency/shared-ui';
import { refusal, refuse, useLazyZodForm } from '@agency/shared-ui/form';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { useHydrated } from '@agency/shared-ui/hydrated';
import { resetRequest } from '../api/reset-request';

/** /forgot-password — one email field ('Email field cannot be empty' from the contract); success goes to the request-sent page. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  // The contract's schema (and zod with it) loads when the field takes focus or at the first submit, not with the page.
  const { form, prepare } = useLazyZodForm(() => import('../forgot-password-schema').then((m) => m.ForgotPasswordForm), {
    defaultValues: { email: '' },
    loadFailure: OFFLINE_MESSAGE,
  });
  const send = useApiMutation({ mutationFn: resetRequest, onSuccess: () => navigate(paths.requestSent) });
  const refused = refusal(form);
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      refuse(form, errorMessage(error, copy.forgot.failure));
    }
  });

  return (
    <NarrowPage>
      <PageMeta title={copy.forgot.metaTitle} description={copy.forgot.metaDescription} />
      <NarrowPanel>
        <h1>{copy.forgot.title}</h1>
        <p>{copy.forgot.intro}</p>
        {refused ? <Alert tone="error">{refused}</Alert> : null}
        <form onSubmit={onSubmit} onFocus={prepare} noValidate>
          <TextField label={copy.forgot.email} type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" $block disabled={!hydrated || send.isPending}>
            {send.isPending ? <Spinner label={copy.common.sending} size={18} /> : copy.forgot.submit}
          </Button>
        </form>
        <p style={{ marginTop: '1rem' }}>
          <Link to={paths.login}>{copy.forgot.backToLogin}</Link>
        </p>
      </NarrowPanel>
    </NarrowPage>
  );
}
