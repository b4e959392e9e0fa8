// The login page's schemas give the spec's messages (sections 5 and 8) to the API and the web forms.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AUTH_ERROR_KEYS,
  authErrorKey,
  ForgotPasswordForm,
  hasStaffAccess,
  isAdmin,
  LoginForm,
  messages,
  messageText,
  newPasswordFor,
  PasswordPolicy,
  passwordAvoidsEmail,
  passwordContainsEmail,
  ResetPasswordBody,
  SignUpBody,
  SignUpForm,
} from './index.js';

function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const i of result.error.issues) out[i.path.join('.') || '_'] ??= messageText(i.message);
  return out;
}

const TOO_SHORT = 'Passwords needs to be at least 8 characters.';
const RULE =
  'Password requires 1 of each of the following: uppercase letter, lowercase letter, number, special character.';
const GOOD = 'Str0ng.Passw0rd';

describe('password policy (spec section 5)', () => {
  it('wants at least 8 characters', () => {
    expect(errors(PasswordPolicy, 'Ab1.')).toEqual({ _: TOO_SHORT });
    expect(errors(PasswordPolicy, '')).toEqual({ _: TOO_SHORT });
    expect(errors(PasswordPolicy, 'Abcdef1.')).toEqual({});
  });

  it('wants a lowercase letter, an uppercase letter, a digit and one of . @ $ ! % * ? &', () => {
    for (const password of ['abcdefg1.', 'ABCDEFG1.', 'Abcdefgh.', 'Abcdefgh1', 'Abcdefgh1#'])
      expect(errors(PasswordPolicy, password), password).toEqual({ _: RULE });
    for (const special of '.@$!%*?&') expect(errors(PasswordPolicy, `Abcdefg1${special}`)).toEqual({});
  });

  it('allows any other character beside them, up to 128', () => {
    expect(errors(PasswordPolicy, 'Ab1. with spaces, #, é and 🔑')).toEqual({});
    expect(errors(PasswordPolicy, `Ab1.${'x'.repeat(124)}`)).toEqual({});
    expect(errors(PasswordPolicy, `Ab1.${'x'.repeat(125)}`)).toEqual({
      _: 'Passwords can be at most 128 characters.',
    });
  });
});

describe('login and sign-up forms', () => {
  it('wants a valid email address (text, at sign, text, dot, text)', () => {
    for (const email of ['', 'a@b', 'a b@c.de', '@b.co', 'marie.example.com'])
      expect(errors(LoginForm, { email, password: 'x' }), email).toEqual({
        email: 'Please enter a valid email address.',
      });
    expect(LoginForm.parse({ email: ' Marie@Example.COM ', password: 'x' }).email).toBe('marie@example.com');
  });

  it('only checks that a password is given when signing in', () => {
    expect(errors(LoginForm, { email: 'a@b.co', password: '' })).toEqual({
      password: 'Please enter your password.',
    });
    expect(errors(LoginForm, { email: 'a@b.co', password: 'weak', rememberMe: false })).toEqual({});
  });

  it('checks the policy and the confirmation when signing up', () => {
    expect(errors(SignUpForm, { email: 'a@b.co', password: 'short', confirmPassword: 'short' })).toEqual({
      password: TOO_SHORT,
    });
    expect(errors(SignUpForm, { email: 'a@b.co', password: GOOD, confirmPassword: 'other' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(errors(SignUpForm, { email: 'a@b.co', password: GOOD, confirmPassword: GOOD })).toEqual({});
  });

  it('refuses a new password holding the email or its local part, in any case', () => {
    const EMAIL = 'Password must not contain your email address or the part before the @.';
    for (const [email, password] of [
      ['Gaston@Example.com', 'gaston@example.COM1'],
      ['gaston@example.com', 'My.GASTON.2024'],
      ['lea+crm@example.com', 'Mon.Lea.Chat7'],
    ] as const) {
      expect(errors(SignUpForm, { email, password, confirmPassword: password }), password).toEqual({
        password: EMAIL,
      });
      expect(errors(SignUpBody, { email, password }), password).toEqual({ password: EMAIL });
      expect(errors(newPasswordFor(email), password), password).toEqual({ _: EMAIL });
    }
    // One or two characters turn up in any password by chance: such a local part is not looked for.
    expect(passwordContainsEmail('Major.Joy.2024', 'jo@example.com')).toBe(false);
    expect(passwordContainsEmail('Major.jo@example.com', 'jo@example.com')).toBe(true);
    expect(errors(newPasswordFor('marie@example.com'), GOOD)).toEqual({});
    const change = (v: unknown) =>
      errors(
        z
          .object({ email: z.string(), newPassword: z.string() })
          .refine(...passwordAvoidsEmail('newPassword')),
        v,
      );
    expect(change({ email: 'gaston@example.com', newPassword: 'Gaston.2024' })).toEqual({
      newPassword: EMAIL,
    });
    expect(change({ email: 'gaston@example.com', newPassword: GOOD })).toEqual({});
  });

  it('accepts only the sign-up fields on the server, confirmation optional', () => {
    expect(errors(SignUpBody, { email: 'a@b.co', password: GOOD, role: 'admin' })).toEqual({
      _: 'Unrecognized key: "role"',
    });
    expect(errors(SignUpBody, { email: 'a@b.co', password: GOOD, confirmPassword: 'x' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(
      SignUpBody.parse({ email: 'A@B.co', password: GOOD, rememberMe: false, callbackURL: '/admin' }),
    ).toEqual({ email: 'a@b.co', password: GOOD, rememberMe: false, callbackURL: '/admin' });
  });
});

describe('password reset (spec section 8)', () => {
  it('names a missing and a malformed address', () => {
    expect(errors(ForgotPasswordForm, { email: '' })).toEqual({ email: 'Please enter an email address.' });
    expect(errors(ForgotPasswordForm, { email: '  ' })).toEqual({ email: 'Please enter an email address.' });
    expect(errors(ForgotPasswordForm, { email: 'nope' })).toEqual({ email: 'Invalid email address format.' });
    expect(errors(ForgotPasswordForm, { email: 'a@b.co' })).toEqual({});
  });

  it('holds the new password to the policy', () => {
    expect(errors(ResetPasswordBody, { newPassword: 'abcdefgh', token: 't' })).toEqual({ newPassword: RULE });
    expect(errors(ResetPasswordBody, { newPassword: GOOD, token: 't' })).toEqual({});
  });
});

describe('error catalogue', () => {
  it('maps every code to a message of the catalogue', () => {
    for (const key of Object.values(AUTH_ERROR_KEYS)) expect(messages[key], key).toBeTruthy();
    expect(messageText(authErrorKey('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')!)).toBe(
      'Email address already in use.',
    );
    expect(messageText(authErrorKey('INVALID_EMAIL')!)).toBe('Invalid email address format.');
    expect(messageText(authErrorKey('EMAIL_PASSWORD_SIGN_UP_DISABLED')!)).toBe(
      'Email/password accounts are not enabled.',
    );
    expect(messageText(authErrorKey('WEAK_PASSWORD')!)).toBe('Password is too weak.');
    expect(messageText(authErrorKey('TOO_MANY_REQUESTS')!)).toBe('Too many requests. Try again later.');
    expect(messageText(authErrorKey('BANNED_USER')!)).toBe('User with this email has been disabled.');
    expect(messageText(authErrorKey('USER_NOT_FOUND')!)).toBe('User with this email does not exist.');
    expect(messageText(authErrorKey('INVALID_EMAIL_OR_PASSWORD')!)).toBe('Invalid password.');
    expect(messageText(authErrorKey('OPERATION_NOT_ALLOWED')!)).toBe('Operation not allowed.');
    expect(messageText(authErrorKey('MISSING_EMAIL')!)).toBe('Please enter an email address.');
    expect(messageText(authErrorKey('INVALID_CALLBACK_URL')!)).toBe('Unauthorized domain.');
    expect(authErrorKey('SOMETHING_ELSE')).toBeUndefined();
    expect(authErrorKey('toString')).toBeUndefined();
  });
});

describe('roles', () => {
  it('gives the portal to staff and administrators only', () => {
    expect(hasStaffAccess('staff')).toBe(true);
    expect(hasStaffAccess('admin')).toBe(true);
    expect(hasStaffAccess('user,staff')).toBe(true);
    expect(hasStaffAccess('user')).toBe(false);
    expect(hasStaffAccess(null)).toBe(false);
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('staff')).toBe(false);
  });
});
