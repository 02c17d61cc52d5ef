/** The forgot-password form: the contract's body ('Email field cannot be empty'). Loaded with the form's first use. */
export { EmailBody as ForgotPasswordForm } from '@agency/contracts';
