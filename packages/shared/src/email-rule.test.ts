// One email rule everywhere: every schema that takes an email accepts and refuses the same
// addresses (normalize.ts, canonicalEmail), each with its own form's message.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ForgotPasswordForm, LoginForm, RequestPasswordResetBody, SignUpBody, SignUpForm } from './auth.js';
import { EmailCreate, EmailUpdate } from './contact-points.js';
import { EntityCreateOrUpdate } from './entities.js';
import { ReceiveMessage, SendMessage } from './ext.js';
import { EntityEmailCreate } from './links.js';
import { canonicalEmail, emailLookupKey } from './normalize.js';
import { ContactForm, ShowcaseAccessForm } from './public-site.js';

const PASSWORD = 'Str0ng.Passw0rd';
const UUID = '0190f5c2-8a6e-7cc1-9a51-3b8f2b9f1c12';
/** Each schema taking an email: a valid body around it, and the field that holds it. */
const SCHEMAS: Array<[string, z.ZodType, (email: string) => object, string]> = [
  ['EmailCreate (POST /emails, imports)', EmailCreate, (email) => ({ email }), 'email'],
  ['EmailUpdate (PUT /emails/{email})', EmailUpdate, (email) => ({ email }), 'email'],
  [
    'EntityEmailCreate (POST /entities_emails)',
    EntityEmailCreate,
    (email) => ({ entity_id: UUID, email, type: 'WORK' }),
    'email',
  ],
  [
    'SendMessage (/ext/send)',
    SendMessage,
    (to_) => ({ sender_receiver: 'Ann', to_, subject: 'Hi', body: 'Text' }),
    'to_',
  ],
  [
    'ReceiveMessage (/ext/receive)',
    ReceiveMessage,
    (from_) => ({ sender_receiver: 'Ann', from_, subject: 'Hi', body: 'Text' }),
    'from_',
  ],
  [
    'ContactForm (/public/contact)',
    ContactForm,
    (email) => ({ sender: 'Ann', email, subject: 'Hi', body: 'Text' }),
    'email',
  ],
  [
    'ShowcaseAccessForm (/public/showcases/{slug}/access)',
    ShowcaseAccessForm,
    (email) => ({ type: 'Buyer', name: 'Ann', email, agree: true }),
    'email',
  ],
  [
    'EntityCreateOrUpdate (/entities/create_or_update)',
    EntityCreateOrUpdate,
    (email) => ({ name: 'Ann', email, type: 'Buyer' }),
    'email',
  ],
  ['LoginForm', LoginForm, (email) => ({ email, password: PASSWORD }), 'email'],
  ['SignUpForm', SignUpForm, (email) => ({ email, password: PASSWORD, confirmPassword: PASSWORD }), 'email'],
  ['SignUpBody (/api/auth/sign-up/email)', SignUpBody, (email) => ({ email, password: PASSWORD }), 'email'],
  ['ForgotPasswordForm', ForgotPasswordForm, (email) => ({ email }), 'email'],
  ['RequestPasswordResetBody', RequestPasswordResetBody, (email) => ({ email }), 'email'],
];

const GOOD = [
  'ann@example.com',
  'Ann.Lee+crm@Mail.Example.CA',
  "o'brien@example.com",
  'x_y-z@sub-domain.example.org',
  'françois@exemple.québec',
];
const BAD = [
  '"<svg/onload=alert(1)>"@example.com',
  '"ann"@example.com',
  '<ann@example.com>',
  'ann@example.com>',
  'ann(comment)@example.com',
  'ann,bob@example.com',
  'ann;bob@example.com',
  'ann\\@example.com',
  'ann@exa"mple.com',
  'ann@example.com\u0000',
  'an\u001bn@example.com',
  'ann@example',
  'ann@.example.com',
  'ann@example..com',
  'ann@-example.com',
  'ann@example-.com',
  '.ann@example.com',
  'ann.@example.com',
  'an..n@example.com',
  'ann@@example.com',
  'ann lee@example.com',
  'ann@exam ple.com',
  `${'a'.repeat(250)}@example.com`,
];

describe('the one email rule', () => {
  it('keeps real addresses, lowercased', () => {
    for (const email of GOOD) expect(canonicalEmail(` ${email} `), email).toBe(email.toLowerCase());
  });
  it('refuses quoted or markup-bearing local parts, control characters and malformed domains', () => {
    for (const email of BAD) expect(canonicalEmail(email), email).toBeNull();
  });
  it('stays fast on long hostile input', () => {
    // Every class excludes its separator: no backtracking blow-up (checked by finishing at all).
    expect(canonicalEmail(`${'a-'.repeat(100_000)}!`)).toBeNull();
    expect(canonicalEmail(`a@${'b-'.repeat(100_000)}`)).toBeNull();
  });
  it('looks records up by any text, so ones stored under the old rule can still be opened', () => {
    expect(emailLookupKey(' "A<B>"@Example.com ')).toBe('"a<b>"@example.com');
    expect(emailLookupKey('  ')).toBeNull();
  });

  it.each(SCHEMAS)('%s accepts and refuses exactly what the rule does', (_name, schema, body, field) => {
    for (const email of GOOD) {
      const parsed = schema.safeParse(body(email));
      expect(parsed.success, `${email}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect((parsed.data as Record<string, unknown>)[field]).toBe(email.toLowerCase());
    }
    for (const email of BAD) {
      const parsed = schema.safeParse(body(email));
      expect(parsed.success, email).toBe(false);
      expect(
        parsed.error?.issues.map((i) => i.path.join('.')),
        email,
      ).toContain(field);
    }
  });
});
