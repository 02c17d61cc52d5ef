import type { InputHTMLAttributes } from 'react';
import { CheckboxField, VisuallyHidden } from './fields';

/** The marketing-consent box's texts: the same on every form that collects an email for another purpose. */
export const consentCopy = {
  label: 'Also send me the newsletter (optional)',
  hint: 'We email you a link to confirm first, and you can unsubscribe from any issue.',
  privacy: 'How we use your data',
  newTab: '(opens in a new tab)',
} as const;

export type MarketingConsentFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The privacy notice's address (`paths.privacy` of @agency/contracts/pages). */
  privacyHref: string;
};

/**
 * The unticked "send me the newsletter" box (NDPA 2023: consent asked, never assumed; unbundled from the form's
 * own purpose). Never pre-ticked: the form's default must be false. Links the privacy notice in a new tab, so a
 * half-filled form stays as it is.
 */
export function MarketingConsentField({ privacyHref, ...rest }: MarketingConsentFieldProps) {
  // `rest` carries react-hook-form's ref (a plain prop in React 19) through to the input.
  return (
    <CheckboxField
      label={consentCopy.label}
      hint={
        <>
          {consentCopy.hint}{' '}
          <a href={privacyHref} target="_blank" rel="noopener noreferrer">
            {consentCopy.privacy}
            <VisuallyHidden> {consentCopy.newTab}</VisuallyHidden>
          </a>
        </>
      }
      {...rest}
    />
  );
}
