import { errorMessage, useApiMutation, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, Card, PageMeta, PasswordField, Spinner, TextField } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { PortalPage } from '../../../components/page-layout';
import { failedRulesIn, PasswordRulesList } from '../../../components/password-rules-list';
import { updateSettings } from '../api/update-settings';
import { BillingDetailsForm } from '../../billing/components/billing-details-form';
import { YourData } from '../../your-data/components/your-data';
import { SettingsForm } from '../settings-schema';

const Panel = styled(Card)`
  max-width: 560px;
`;

/** /settings — name, read-only email, phone and a new password; success refreshes the stored login. */
export function SettingsPage() {
  const user = useAuthStore((s) => s.user);
  const signIn = useAuthStore((s) => s.signIn);
  const form = useZodForm(SettingsForm, {
    defaultValues: { name: user?.first_name ?? '', email: user?.email ?? '', phone: user?.last_name ?? '', password: copy.settings.maskedPassword },
  });
  const { errors } = form.formState;
  const update = useApiMutation({ mutationFn: updateSettings });
  const passwordId = useId();
  const rulesId = useId();
  const outcome = useRef<HTMLDivElement>(null);
  const refused = refusal(form);
  const rules = failedRulesIn(errors.password?.message);

  useEffect(() => {
    if (update.isSuccess || refused) outcome.current?.focus();
  }, [update.isSuccess, refused]);

  const save = form.handleSubmit(async (values) => {
    try {
      const info = await update.mutateAsync(values);
      signIn(info);
      form.reset({ ...values, password: copy.settings.maskedPassword });
    } catch (error) {
      refuse(form, errorMessage(error, copy.settings.failure));
    }
  });
  const onSubmit = (event: FormEvent) => {
    // A new attempt takes the last outcome away, whatever its checks say.
    update.reset();
    return save(event);
  };

  return (
    <PortalPage>
      <PageMeta title={copy.settings.metaTitle} description={copy.settings.metaDescription} />
      <h1>{copy.settings.title}</h1>
      <Panel>
        <div ref={outcome} tabIndex={-1}>
          {update.isSuccess ? <Alert tone="success">{copy.settings.success}</Alert> : null}
          {refused ? <Alert tone="error">{refused}</Alert> : null}
        </div>
        <form onSubmit={onSubmit} noValidate>
          <TextField label={copy.settings.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
          <TextField
            label={copy.settings.email}
            type="email"
            autoComplete="email"
            readOnly
            hint={copy.settings.emailHint}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField label={copy.settings.phone} type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
          <PasswordField
            id={passwordId}
            label={copy.settings.password}
            autoComplete="new-password"
            hint={copy.settings.passwordHint}
            error={rules.length > 0 ? true : errors.password?.message}
            {...form.register('password')}
            {...(rules.length > 0 ? { 'aria-describedby': `${passwordId}-hint ${rulesId}` } : {})}
            onFocus={(e) => {
              if (e.target.value === copy.settings.maskedPassword) e.target.select();
            }}
          />
          <PasswordRulesList id={rulesId} rules={rules} />
          <Button type="submit" $block disabled={update.isPending}>
            {update.isPending ? <Spinner label={copy.settings.saving} size={18} /> : copy.settings.submit}
          </Button>
        </form>
      </Panel>
      <BillingDetailsForm />
      <YourData />
    </PortalPage>
  );
}
