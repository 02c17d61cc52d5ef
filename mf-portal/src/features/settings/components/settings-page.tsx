import { errorMessage, useAsyncAction, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, Card, PageMeta, PasswordField, Spinner, TextField } from '@agency/shared-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { PortalPage } from '../../../components/page-layout';
import { PasswordRulesList } from '../../../components/password-rules-list';
import { type SettingsInput, updateSettings } from '../api/update-settings';
import { type SettingsProblem, validateSettings } from '../validate-settings';

const Panel = styled(Card)`
  max-width: 560px;
`;

/** /settings — name, read-only email, phone and a new password; success refreshes the stored login. */
export function SettingsPage() {
  const user = useAuthStore((s) => s.user);
  const signIn = useAuthStore((s) => s.signIn);
  const [form, setForm] = useState<SettingsInput>(() => ({
    name: user?.first_name ?? '',
    email: user?.email ?? '',
    phone: user?.last_name ?? '',
    password: copy.settings.maskedPassword,
  }));
  const [problem, setProblem] = useState<SettingsProblem | null>(null);
  const action = useAsyncAction(updateSettings);
  const ids = { name: useId(), email: useId(), phone: useId(), password: useId(), rules: useId() };
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (action.status === 'success' || action.status === 'failure') outcome.current?.focus();
  }, [action.status]);

  const set = (field: keyof SettingsInput) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    const found = validateSettings(form);
    setProblem(found);
    if (found) {
      const first = found.fields[0];
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    const info = await action.run({ ...form, name: form.name.trim(), phone: form.phone.trim(), email: form.email.trim() });
    if (info) {
      signIn(info);
      setForm((f) => ({ ...f, password: copy.settings.maskedPassword }));
    }
  };

  const flagged = (field: keyof SettingsInput) => problem?.fields.includes(field) ?? false;
  const messageFor = (field: keyof SettingsInput) => (problem && flagged(field) ? (problem.fields[0] === field ? (problem.message ?? true) : true) : undefined);
  const rules = problem?.failedRules ?? [];

  return (
    <PortalPage>
      <PageMeta title={copy.settings.metaTitle} description={copy.settings.metaDescription} />
      <h1>{copy.settings.title}</h1>
      <Panel>
        <div ref={outcome} tabIndex={-1}>
          {action.status === 'success' ? <Alert tone="success">{copy.settings.success}</Alert> : null}
          {action.status === 'failure' ? <Alert tone="error">{errorMessage(action.error, copy.settings.failure)}</Alert> : null}
        </div>
        <form onSubmit={onSubmit} noValidate>
          <TextField id={ids.name} label={copy.settings.name} name="name" autoComplete="name" value={form.name} error={messageFor('name')} onChange={set('name')} />
          <TextField
            id={ids.email}
            label={copy.settings.email}
            type="email"
            name="email"
            autoComplete="email"
            readOnly
            hint={copy.settings.emailHint}
            value={form.email}
            error={messageFor('email')}
            onChange={set('email')}
          />
          <TextField id={ids.phone} label={copy.settings.phone} type="tel" name="phone" autoComplete="tel" value={form.phone} error={messageFor('phone')} onChange={set('phone')} />
          <PasswordField
            id={ids.password}
            label={copy.settings.password}
            name="password"
            autoComplete="new-password"
            hint={copy.settings.passwordHint}
            value={form.password}
            error={messageFor('password')}
            {...(rules.length > 0 ? { 'aria-describedby': `${ids.password}-hint ${ids.rules}` } : {})}
            onFocus={(e) => {
              if (e.target.value === copy.settings.maskedPassword) e.target.select();
            }}
            onChange={set('password')}
          />
          <PasswordRulesList id={ids.rules} rules={rules} />
          <Button type="submit" $block disabled={action.status === 'request'}>
            {action.status === 'request' ? <Spinner label={copy.settings.saving} size={18} /> : copy.settings.submit}
          </Button>
        </form>
      </Panel>
    </PortalPage>
  );
}
