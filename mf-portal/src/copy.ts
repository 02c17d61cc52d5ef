/** Every user-visible text of the portal remote, once. Spec texts are verbatim (typos included). */
export const copy = {
  login: {
    metaTitle: 'Login | Think-Make-Solve Digital',
    metaDescription: 'Sign in to follow your projects, requests and payments with Think-Make-Solve Digital.',
    title: 'Welcome back',
    intro: 'Sign in to follow your projects, pay for your requests and manage your profile.',
    email: 'Email',
    password: 'Password',
    submit: 'Submit',
    submitting: 'Signing in',
    forgotPassword: 'Forgot password',
    emptyFields: 'Password or email field cannot be empty',
    shortPassword: 'Invalid password or email',
    serverFailure: 'Invalid login credentials. Please check email and password',
  },
  pending: {
    title: 'This page is on its way',
    body: 'This part of the client portal is being built. Meanwhile you can reach us through Contact Us.',
  },
} as const;
