// Only the lazily loaded sign-up form imports this (zod stays out of the public page's first JavaScript).
import { AddStudentBody } from '@agency/contracts';
import { PASSWORD_RULES, validateNewPassword } from '@agency/contracts/password-rules';
import { z } from 'zod';
import { copy } from '../../../copy';

const RULE_MESSAGES = new Set<string>(PASSWORD_RULES.map((rule) => rule.message));

/**
 * The guest's 'Account set up' form: add_student's account fields, all required here, plus the confirmation.
 * Spec section 5: every field required (empty ones highlighted, spaces counting as empty for name and
 * email), then the shared mismatch, length and complexity rules. The complexity rules a password fails are
 * one issue on the password, one rule a line (see `failedRulesOf`).
 */
export const GuestForm = AddStudentBody.pick({ name: true, email: true, password: true })
  .required()
  .extend({ confirm: z.string(), marketing_consent: z.boolean() })
  .superRefine((form, ctx) => {
    const blank = (['name', 'email', 'password', 'confirm'] as const).filter((field) => !form[field]);
    for (const field of blank) ctx.addIssue({ code: 'custom', path: [field], message: copy.guest.required });
    if (blank.length) return;
    const { error, failedRules } = validateNewPassword(form.password, form.confirm);
    if (error) ctx.addIssue({ code: 'custom', path: [form.password !== form.confirm ? 'confirm' : 'password'], message: error });
    else if (failedRules.length) ctx.addIssue({ code: 'custom', path: ['password'], message: failedRules.join('\n') });
  });

export type GuestFormInput = z.input<typeof GuestForm>;

/** The complexity rules a password error lists (empty for any other message: required, too short). */
export const failedRulesOf = (message: string | undefined) => {
  const lines = message?.split('\n') ?? [];
  return lines.every((line) => RULE_MESSAGES.has(line)) ? lines : [];
};
