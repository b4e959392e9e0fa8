// The public forms' schemas give the spec's messages (section 5) to the API and the web forms alike.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ContactForm, messageText, Showcase, ShowcaseAccessForm } from './index.js';

/** The English message of each failing field, as the API answers it (first issue per field). */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const i of result.error.issues) out[i.path.join('.') || '_'] ??= messageText(i.message);
  return out;
}

const CONTACT = { sender: 'Marie', email: 'marie@example.com', subject: 'Visit', body: 'Hello' };

describe('contact form (spec section 5)', () => {
  it('gives each empty field its message', () => {
    expect(errors(ContactForm, { sender: '', email: '', subject: '', body: '' })).toEqual({
      sender: 'Please enter a name',
      email: 'Please enter a valid email',
      subject: 'Please enter a subject',
      body: 'Please enter a message',
    });
    expect(errors(ContactForm, {})).toEqual({
      sender: 'Please enter a name',
      email: 'Please enter a valid email',
      subject: 'Please enter a subject',
      body: 'Please enter a message',
    });
    expect(errors(ContactForm, { sender: '  ', email: ' ', subject: '\n', body: ' \t ' })).toMatchObject({
      sender: 'Please enter a name',
      subject: 'Please enter a subject',
      body: 'Please enter a message',
    });
  });

  it('takes the spec\'s own body: no phone, no "I am", English', () => {
    expect(ContactForm.parse(CONTACT)).toEqual({ ...CONTACT, phone: null, role: null, lang: 'en' });
    expect(ContactForm.parse({ ...CONTACT, phone: '', role: '', lang: 'fr' })).toMatchObject({
      phone: null,
      role: null,
      lang: 'fr',
    });
  });

  it('reads an optional phone as the product does (E.164, extension kept) and "I am"', () => {
    const parse = (phone: string) => ContactForm.parse({ ...CONTACT, phone }).phone;
    expect(parse('(514) 555-0426')).toBe('+15145550426');
    expect(parse('+33 1 42 68 53 00')).toBe('+33142685300');
    expect(parse('514 555 0426 poste 12')).toBe('+15145550426;ext=12');
    expect(errors(ContactForm, { ...CONTACT, phone: 'abc' })).toEqual({ phone: 'Enter a valid number' });
    expect(errors(ContactForm, { ...CONTACT, phone: '555 0426' })).toEqual({
      phone: 'Number must be longer then 10 digits',
    });
    expect(ContactForm.parse({ ...CONTACT, role: 'broker' }).role).toBe('broker');
    expect(errors(ContactForm, { ...CONTACT, role: 'agent', lang: 'es' })).toEqual({
      role: 'Choose owner, investor, tenant, broker or other',
      lang: 'Choose English or French',
    });
  });

  it('takes an email of the simple pattern, without spaces, and lowercases it', () => {
    for (const email of ['a@b', 'a b@c.de', 'a@b c.de', '@b.co', 'a@.co', 'marie.example.com'])
      expect(errors(ContactForm, { ...CONTACT, email }), email).toEqual({
        email: 'Please enter a valid email',
      });
    expect(ContactForm.parse({ ...CONTACT, email: ' Marie@Example.COM ' }).email).toBe('marie@example.com');
  });

  it('limits lengths and refuses control characters', () => {
    expect(
      errors(ContactForm, {
        ...CONTACT,
        sender: 'x'.repeat(256),
        subject: 'x'.repeat(256),
        body: 'x'.repeat(5001),
      }),
    ).toEqual({
      sender: 'Must be text of at most 255 characters',
      subject: 'Must be text of at most 255 characters',
      body: 'Please keep the message under 5,000 characters',
    });
    expect(errors(ContactForm, { ...CONTACT, subject: 'a\u0000b' })).toEqual({
      subject: 'Must not contain control characters',
    });
    expect(ContactForm.parse({ ...CONTACT, body: 'line 1\n\tline 2' }).body).toBe('line 1\n\tline 2');
  });

  it('accepts the honeypot field (empty or not) and refuses any other field', () => {
    expect(ContactForm.parse({ ...CONTACT, website: '' }).website).toBe('');
    expect(ContactForm.parse({ ...CONTACT, website: 'http://spam.test' }).website).toBe('http://spam.test');
    expect(ContactForm.safeParse({ ...CONTACT, phone: '514' }).success).toBe(false);
  });
});

const ACCESS = {
  type: 'Investor',
  name: 'Jean Tremblay',
  company: '',
  email: 'jean@example.com',
  emailType: 'Work',
  number: '',
  numberType: 'Mobile',
  agree: true,
};

describe('showcase access form (spec section 5)', () => {
  it('gives every rule its message', () => {
    expect(errors(ShowcaseAccessForm, { ...ACCESS, type: '' })).toEqual({ type: 'Please select a type' });
    expect(errors(ShowcaseAccessForm, { ...ACCESS, type: 'Tenant' })).toEqual({
      type: 'Please select a type',
    });
    expect(errors(ShowcaseAccessForm, { ...ACCESS, name: ' ' })).toEqual({ name: 'Please enter a name' });
    expect(errors(ShowcaseAccessForm, { ...ACCESS, email: 'jean@' })).toEqual({
      email: 'Enter a valid email',
    });
    expect(errors(ShowcaseAccessForm, { ...ACCESS, number: '555-0426' })).toEqual({
      number: 'Enter a valid number',
    });
    expect(errors(ShowcaseAccessForm, { ...ACCESS, agree: false })).toEqual({
      agree: 'You must agree to the terms',
    });
    expect(errors(ShowcaseAccessForm, { ...ACCESS, email: '', number: '' })).toEqual({
      email: 'You must provide a number or an email',
      number: 'You must provide a number or an email',
    });
  });

  it('shows every error of an empty form at once', () => {
    const empty = {
      type: '',
      name: '',
      company: '',
      email: '',
      emailType: '',
      number: '',
      numberType: '',
      agree: false,
    };
    expect(errors(ShowcaseAccessForm, empty)).toEqual({
      type: 'Please select a type',
      name: 'Please enter a name',
      email: 'You must provide a number or an email',
      number: 'You must provide a number or an email',
      agree: 'You must agree to the terms',
    });
    expect(errors(ShowcaseAccessForm, {})).toMatchObject({
      type: 'Please select a type',
      email: 'You must provide a number or an email',
      agree: 'You must agree to the terms',
    });
  });

  it('does not ask for an email or number when an invalid one was given', () => {
    expect(errors(ShowcaseAccessForm, { ...ACCESS, email: 'nope', number: '' })).toEqual({
      email: 'Enter a valid email',
    });
  });

  it('takes exactly 10 digits, typed with the usual separators, and stores E.164', () => {
    for (const number of ['5143984999', '(514) 398-4999', '514.398.4999', '514 398 4999', '+1 514-398-4999'])
      expect(ShowcaseAccessForm.parse({ ...ACCESS, number }).number, number).toBe('+15143984999');
    for (const number of [
      '514398499',
      '51439849990',
      '514-398-4999 x12',
      'call 5143984999',
      '(123) 456-7890',
    ])
      expect(errors(ShowcaseAccessForm, { ...ACCESS, number }), number).toEqual({
        number: 'Enter a valid number',
      });
  });

  it('turns empty optional fields into null and defaults the types', () => {
    expect(
      ShowcaseAccessForm.parse({ ...ACCESS, email: ' Jean@Example.com ', emailType: '', numberType: '' }),
    ).toEqual({
      type: 'Investor',
      name: 'Jean Tremblay',
      company: null,
      email: 'jean@example.com',
      emailType: 'Personal',
      number: null,
      numberType: 'Mobile',
      agree: true,
    });
    expect(errors(ShowcaseAccessForm, { ...ACCESS, emailType: 'Fax', numberType: 'Pager' })).toEqual({
      emailType: 'Please select an email type',
      numberType: 'Please select a number type',
    });
  });

  it('accepts every visitor type of the spec', () => {
    for (const type of ['Agent', 'Buyer', 'Corporation', 'Investor', 'Property Manager', 'Other'])
      expect(ShowcaseAccessForm.safeParse({ ...ACCESS, type }).success, type).toBe(true);
  });

  it('refuses unknown fields but accepts the honeypot', () => {
    expect(errors(ShowcaseAccessForm, { ...ACCESS, sunset: true })).toEqual({
      _: 'Unrecognized key: "sunset"',
    });
    expect(ShowcaseAccessForm.parse({ ...ACCESS, website: 'x' }).website).toBe('x');
  });
});

describe('showcase page', () => {
  it('describes sections in both languages', () => {
    const text = { en: 'a', fr: 'b' };
    const page = {
      slug: 'x',
      street_address: '1 Main',
      email: 'a@b.co',
      phone: '+15145550426',
      nda_version: '1',
      sections: [
        {
          key: 'overview',
          title: text,
          body: text,
          images: [{ src: '/a.svg', width: 1, height: 1, alt: text }],
        },
      ],
    };
    expect(Showcase.parse(page)).toEqual(page);
    expect(Showcase.safeParse({ ...page, sections: [{ ...page.sections[0], key: 'garage' }] }).success).toBe(
      false,
    );
  });
});
