// The public website's forms and showcase page (no api-key): POST /public/contact,
// GET /public/showcases/{slug}, POST /public/showcases/{slug}/access. The web forms validate with
// these very schemas (react-hook-form + zodResolver), so each accepts exactly what a form field
// holds: strings ('' for an empty optional field, which becomes null) and booleans.
import { z } from 'zod';
import { SHOWCASE_EMAIL_TYPES, SHOWCASE_NUMBER_TYPES } from './enums.js';
import { contactBody, contactEmail, contactSender, contactSubject } from './ext.js';
import { leadEmail, leadName, leadType, optionalText } from './fields.js';
import { normalizePhone, PHONE_PROBLEM_KEYS, readPhone } from './phones.js';

/** Hidden field that people leave empty and form-filling robots do not: a filled one is answered
 * like a success, and nothing is stored or sent. */
const honeypotField = z.string().nullable().optional();

/** What the contact form's visitor says they are ("I am"). */
export const CONTACT_ROLES = ['owner', 'investor', 'tenant', 'broker', 'other'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** The contact form's optional phone: '' → null; otherwise any number the product reads (ADR
 * 0029: "(514) 555-0426", "+33 1 42 68 53 00", "… ext. 12"), read in the firm's region when it has
 * no country code, stored E.164 with its extension; refused with the product's phone messages. */
const contactPhone = z
  .string({ error: 'numbers.val.invalid' })
  .max(40, 'numbers.val.invalid')
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return null;
    const read = readPhone(v);
    if (read.problem) ctx.addIssue({ code: 'custom', message: PHONE_PROBLEM_KEYS[read.problem] });
    return read.phone ?? z.NEVER;
  });

/** POST /public/contact: the home page's contact form, forwarded to the company inbox. The spec's
 * four fields, then the optional phone and "I am" (issue 28; '' or absent → null) and the language
 * of the page it was sent from (the visitor's acknowledgement is written in it; en when absent). */
export const ContactForm = z.strictObject({
  sender: contactSender,
  email: contactEmail,
  subject: contactSubject,
  body: contactBody(5000, 'contact.val.bodyMax'),
  phone: contactPhone,
  role: z
    .enum(['', ...CONTACT_ROLES], { error: 'contact.val.role' })
    .nullable()
    .optional()
    .transform((v) => (v || null) as ContactRole | null),
  lang: z.enum(['en', 'fr'], { error: 'contact.val.lang' }).default('en'),
  website: honeypotField,
});
/** The validated form (trimmed, email lowercased). */
export type ContactForm = z.infer<typeof ContactForm>;
/** What the form's fields hold. */
export type ContactFormInput = z.input<typeof ContactForm>;

export const SHOWCASE_EMAIL_TYPE_LABELS = Object.keys(SHOWCASE_EMAIL_TYPES) as Array<
  keyof typeof SHOWCASE_EMAIL_TYPES
>;
export const SHOWCASE_NUMBER_TYPE_LABELS = Object.keys(SHOWCASE_NUMBER_TYPES) as Array<
  keyof typeof SHOWCASE_NUMBER_TYPES
>;

// Digits with the usual separators, an optional leading +.
const NUMBER_TEXT = /^\+?[\d\s().-]+$/;
/** Optional phone number: '' → null; otherwise exactly 10 digits (spec section 5), typed with or
 * without separators ("(514) 555-0426", "514.555.0426") and with or without the country code 1,
 * read in the firm's region; or an international number written with its leading + (a French
 * investor's "+33 1 42 68 53 00", ADR 0029). Stored in E.164 (+15145550426). */
const accessNumber = z
  .string({ error: 'showcase.val.number' })
  .max(40, 'showcase.val.number')
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return null;
    const typed = v.trim();
    const digits = typed.replace(/\D/g, '');
    let phone: string | null = null;
    if (NUMBER_TEXT.test(typed)) {
      if (typed.startsWith('+')) phone = normalizePhone(typed);
      else if (digits.length === 11 && digits.startsWith('1')) phone = normalizePhone(`+${digits}`);
      else if (digits.length === 10) phone = normalizePhone(digits);
    }
    if (!phone) ctx.addIssue({ code: 'custom', message: 'showcase.val.number' });
    return phone ?? z.NEVER;
  });

/** A type selector that falls back to `fallback` while unset ('' or absent). */
const typeOption = <K extends string>(labels: readonly K[], fallback: K, key: string) =>
  z
    .enum(['', ...labels] as ['', ...K[]], { error: key })
    .nullable()
    .optional()
    .transform((v) => (v || fallback) as K);

const CONTACT_FIELDS = ['email', 'number'] as const;

/** The fields of an access form (the showcase's NDA dialog, a listing's agreement). */
const accessFields = {
  type: leadType,
  name: leadName,
  company: optionalText(),
  email: leadEmail,
  emailType: typeOption(SHOWCASE_EMAIL_TYPE_LABELS, 'Personal', 'showcase.val.emailType'),
  number: accessNumber,
  numberType: typeOption(SHOWCASE_NUMBER_TYPE_LABELS, 'Mobile', 'showcase.val.numberType'),
  agree: z.boolean({ error: 'showcase.val.agree' }).refine((v) => v, 'showcase.val.agree'),
  website: honeypotField,
};

/** At least an email or a number: when both are empty, the issue 'showcase.val.emailOrNumber' is
 * raised on `email` AND on `number`, so the form shows it under both fields. */
const emailOrNumber = [
  (v: { email: string | null; number: string | null }, ctx: z.RefinementCtx) => {
    if (v.email || v.number) return;
    for (const field of CONTACT_FIELDS)
      ctx.addIssue({ code: 'custom', message: 'showcase.val.emailOrNumber', path: [field] });
  },
  {
    // Also alongside other fields' errors (the form shows them all at once), but not when the
    // email or number was given and is itself invalid.
    when: ({ value, issues }: z.core.ParsePayload) =>
      typeof value === 'object' &&
      value !== null &&
      issues.every((i) => !!i.path?.length && !CONTACT_FIELDS.includes(i.path[0] as 'email')),
  },
] as const;

/** POST /public/showcases/{slug}/access: the NDA dialog's form. */
export const ShowcaseAccessForm = z.strictObject(accessFields).superRefine(...emailOrNumber);
export type ShowcaseAccessForm = z.infer<typeof ShowcaseAccessForm>;
export type ShowcaseAccessFormInput = z.input<typeof ShowcaseAccessForm>;

/** POST /public/listings/{slug}/access: the showcase's form and rules, and the language the
 * visitor reads the site in (their email is written in it). */
export const ListingAccessForm = z
  .strictObject({ ...accessFields, lang: z.enum(['en', 'fr'], { error: 'listings.val.lang' }).default('en') })
  .superRefine(...emailOrNumber);
export type ListingAccessForm = z.infer<typeof ListingAccessForm>;

/** A showcase's address in URLs: lowercase letters, digits and dashes. */
export const SHOWCASE_SLUG = /^[a-z0-9-]{1,64}$/;
/** The sections of a showcase page, in order. */
const SHOWCASE_SECTION_KEYS = ['overview', 'insights', 'pictures', 'activities', 'about', 'contact'] as const;
export type ShowcaseSectionKey = (typeof SHOWCASE_SECTION_KEYS)[number];

/** Text in each language of the site. */
export const Localized = z.object({ en: z.string(), fr: z.string() });
export type Localized = z.infer<typeof Localized>;
export const ShowcaseImage = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: Localized,
});
export type ShowcaseImage = z.infer<typeof ShowcaseImage>;
export const ShowcaseSection = z.object({
  key: z.enum(SHOWCASE_SECTION_KEYS),
  title: Localized,
  body: Localized,
  images: z.array(ShowcaseImage),
});
export type ShowcaseSection = z.infer<typeof ShowcaseSection>;

/** GET /public/showcases/{slug}: the page of one property; `phone` is E.164. */
export const Showcase = z.object({
  slug: z.string(),
  street_address: z.string(),
  email: z.string(),
  phone: z.string(),
  nda_version: z.string(),
  sections: z.array(ShowcaseSection),
  agreement: z
    .object({ version: z.number().int(), en: z.string(), fr: z.string() })
    .nullable()
    .optional()
    .describe(
      "The page's listing's agreement once staff changed it (version 2 on, issue 28): the dialog shows it instead of the spec's NDA; absent or null, the spec's NDA",
    ),
});
export type Showcase = z.infer<typeof Showcase>;

/** The answer of both public forms: nothing about what was stored. */
export const PublicOk = z.object({ ok: z.literal(true) });
export type PublicOk = z.infer<typeof PublicOk>;
