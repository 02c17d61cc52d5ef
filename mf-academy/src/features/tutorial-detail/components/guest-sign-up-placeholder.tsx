import { loginWithRedirect, paths } from '@agency/shared-auth';
import { paths as pagePaths } from '@agency/contracts/pages';
import { Button, Link, MarketingConsentField, PasswordField, TextField, VisuallyHidden } from '@agency/shared-ui';
import { lazy } from 'react';
import { copy } from '../../../copy';

/** The sign-up form's chunk (react-hook-form, zod and the form): fetched when a guest may need it, before the click. */
export const loadGuestSignUpForm = () => import('./guest-sign-up-form');

export const LazyGuestSignUpForm = lazy(() => loadGuestSignUpForm().then((module) => ({ default: module.GuestSignUpForm })));

/**
 * What the dialog shows while the sign-up form loads: the form's own fields and texts, inert and hidden from
 * assistive technology, so the dialog has its final size from the first frame (no layout shift) and the
 * swap is invisible. The controls are disabled too, so a test (or anything) that finds a field by its label
 * waits for the real one instead of typing into this copy. Mirrors GuestSignUpForm's layout without its
 * state: keep the two alike.
 */
export function GuestSignUpPlaceholder({ tutorialId }: { tutorialId: number }) {
  return (
    <div>
      <VisuallyHidden role="status">{copy.guest.loading}</VisuallyHidden>
      <div aria-hidden="true" inert>
        <p>{copy.guest.intro}</p>
        <TextField label={copy.guest.name} disabled />
        <TextField label={copy.guest.email} type="email" disabled />
        <PasswordField label={copy.guest.password} disabled />
        <PasswordField label={copy.guest.confirm} disabled />
        <MarketingConsentField privacyHref={pagePaths.privacy} disabled />
        <Button type="button" $block disabled>
          {copy.guest.submit}
        </Button>
        <p>
          {copy.guest.haveAccount} <Link to={loginWithRedirect(paths.tutorialDetail(tutorialId))}>{copy.guest.login}</Link>
        </p>
      </div>
    </div>
  );
}
