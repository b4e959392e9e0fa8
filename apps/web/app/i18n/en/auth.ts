// Sign-in, sign-up, password reset and the account menu. The catalogue's messages (spec §5, §8)
// are in the validation namespace, shared with the API.
export const auth = {
  meta: {
    login: 'Login',
    resetPassword: 'Choose a new password',
  },
  layout: {
    homeLink: 'Back to the {{company}} website',
  },
  login: {
    title: 'Login',
    signUpTitle: 'Sign Up',
    intro: 'Sign in to the staff portal.',
    signUpIntro: 'Create an account. An administrator grants access to the portal.',
    email: 'Email Address',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    rememberMe: 'Remember Me',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submitLogin: 'Login',
    submitSignUp: 'Sign Up',
    toSignUp: 'No account yet? Sign up',
    toLogin: 'Already have an account? Login',
    forgot: 'Forgot password?',
    or: 'or',
    google: 'Sign in with Google',
    passwordHint:
      'At least {{min}} characters, with an uppercase letter, a lowercase letter, a number and one of {{specials}}',
  },
  dialog: {
    error: 'Error',
    success: 'Success',
    close: 'Close',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Enter your new password twice.',
    password: 'New Password',
    confirmPassword: 'Confirm Password',
    submit: 'Save the new password',
    done: 'Your password has been changed. Log in with your new password.',
    toLogin: 'Go to Login',
    newLink: 'Ask for a new link from the login page (Forgot password?).',
  },
  account: {
    menu: 'Account: {{email}}',
    signedInAs: 'Signed in as',
    users: 'Users',
    inbox: 'Inbox',
    import: 'Import',
    duplicates: 'Duplicates',
    logout: 'Logout',
    logoutFailed: 'Logging out failed. Check your connection and try again.',
  },
  err: {
    generic: 'Something went wrong. Try again.',
    network: 'The server could not be reached. Check your connection and try again.',
  },
} as const;
