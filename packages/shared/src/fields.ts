// Field builders shared by every record schema. Input fields trim text and turn '' into null, so a
// cleared form field clears the stored value; each message is a key of messages.ts.
import { z } from 'zod';
import { SHOWCASE_TYPES, type ShowcaseType } from './enums.js';
import { canonicalCountry, canonicalEmail, EMAIL_MAX } from './normalize.js';

// C0 control characters other than tab and newlines: PostgreSQL refuses NUL in text while SQLite
// stores it, so both databases refuse them here instead.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const noControl = (v: string) => !CONTROL.test(v);

// A UTF-16 surrogate not paired with its other half: JSON's "\ud800" escape, or an XML character
// reference, turns into one. It has no UTF-8 form, so the databases would store replacement bytes
// (or refuse it); the API refuses it (val.surrogate) wherever it accepts text. With the u flag a
// proper pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;
export const hasLoneSurrogate = (v: string) => LONE_SURROGATE.test(v);

/** Optional text: trimmed, '' → null, at most `max` characters. */
export const optionalText = (max = 255, key = 'val.text') =>
  z
    .string({ error: key })
    .trim()
    .max(max, key)
    .refine(noControl, 'val.control')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const notesField = optionalText(500, 'val.notes');
export const statusField = optionalText(15, 'val.status');

export const amountField = z
  .number({ error: 'val.number' })
  .finite('val.number')
  .min(0, 'val.nonNegative')
  .nullable()
  .optional();
export const countField = z
  .number({ error: 'val.number' })
  .int('val.integer')
  .min(0, 'val.nonNegative')
  .max(2_000_000_000, 'val.number')
  .nullable()
  .optional();
export const percentField = z
  .number({ error: 'val.number' })
  .min(0, 'val.percent')
  .max(100, 'val.percent')
  .nullable()
  .optional();
export const fractionField = z
  .number({ error: 'val.number' })
  .min(0, 'val.fraction')
  .max(1, 'val.fraction')
  .nullable()
  .optional();
/** The same field schema under each of several names. */
export const fromKeys = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>;

export const flagField = z.boolean({ error: 'val.boolean' }).optional();

export const uuidField = z.uuid({ error: 'val.uuid' });

/** A contact's or address's id, in the lowercase the records are stored under. */
export const recordId = uuidField.transform((v) => v.toLowerCase());

/** The records an activity or task concerns (entity_ids, address_ids): ids, each once, at most 100. */
export const recordIdList = z
  .array(recordId, { error: 'val.recordIds' })
  .max(100, 'val.recordIds')
  .refine((ids) => new Set(ids).size === ids.length, 'val.recordIds');

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const dateField = (key = 'val.date') =>
  z
    .string({ error: key })
    .regex(/^\d{4}-\d{2}-\d{2}$/, key)
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    }, key);

export const countryField = z
  .string({ error: 'val.country' })
  .transform((v, ctx) => {
    if (v.trim() === '') return null;
    const code = canonicalCountry(v);
    if (!code) ctx.addIssue({ code: 'custom', message: 'val.country' });
    return code ?? z.NEVER;
  })
  .nullable()
  .optional();

// The showcase lead's fields: POST /entities/create_or_update and the showcase access form.
export const leadName = z
  .string({ error: 'showcase.val.name' })
  .trim()
  .min(1, 'showcase.val.name')
  .max(255, 'val.text')
  .refine(noControl, 'val.control');
/** The messages of one email field: spec section 5 words them differently on each form. */
export interface EmailMessages {
  invalid: string;
  /** Missing or empty (default: `invalid`). */
  required?: string;
  /** Under 3 characters (the admin forms' own message). */
  short?: string;
}

/** A required email by the product's one rule (canonicalEmail, normalize.ts): trimmed, lowercased,
 * at most 254 characters. Every schema taking an email is built from this or optionalEmail. */
export function emailRule({ invalid, required = invalid, short }: EmailMessages) {
  const text = z.string({ error: required }).trim().min(1, required);
  return (short ? text.min(3, short) : text).max(EMAIL_MAX, invalid).transform((v, ctx) => {
    const email = canonicalEmail(v);
    if (!email) ctx.addIssue({ code: 'custom', message: invalid });
    return email ?? z.NEVER;
  });
}

/** An optional email by the same rule: absent, null or '' (an empty form field) → null. */
export const optionalEmail = (invalid: string) =>
  z
    .string({ error: invalid })
    .max(EMAIL_MAX, invalid)
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (v == null || v.trim() === '') return null;
      const email = canonicalEmail(v);
      if (!email) ctx.addIssue({ code: 'custom', message: invalid });
      return email ?? z.NEVER;
    });

export const leadEmail = optionalEmail('showcase.val.email');
export const leadType = z.enum(SHOWCASE_TYPES as [ShowcaseType, ...ShowcaseType[]], {
  error: 'showcase.val.type',
});

/** Query-string minimum count: applies only when greater than 0 (spec section 9). */
export const minCountParam = (key: string) =>
  z.coerce.number({ error: key }).int(key).min(0, key).max(1_000_000, key).optional();

/** Query-string paging: limit defaults to `defaultLimit` and is capped at 100; offset defaults to 0. */
export const paging = (defaultLimit: number) => ({
  limit: z.coerce
    .number({ error: 'val.integer' })
    .int('val.integer')
    .min(1, 'val.integer')
    .default(defaultLimit)
    .transform((v) => Math.min(v, 100)),
  offset: z.coerce
    .number({ error: 'val.integer' })
    .int('val.integer')
    .min(0, 'val.nonNegative')
    .max(10_000, 'val.offset')
    .default(0),
});

/** The search routes' paging: 10 a page. */
export const pagingParams = paging(10);

/** Text query parameter: trimmed, '' means "no filter". */
export const searchParam = z
  .string()
  .max(255, 'val.text')
  .refine(noControl, 'val.control')
  .optional()
  .transform((v) => v?.trim() || undefined);

/** A multi-valued query parameter, repeated (`roles=a&roles=b`) or comma-separated (`roles=a,b`),
 * or both: each value one of `values`, else 400 with `key`. No value at all is no filter. */
export const listParam = <T extends string>(values: readonly [T, ...T[]], key: string) =>
  z
    .union([z.string({ error: key }), z.array(z.string({ error: key }))], { error: key })
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(z.enum(values, { error: key })))
    .optional();

/** A yes/no query parameter: `true` or `false`, else 400 val.boolean. */
export const booleanParam = z
  .enum(['true', 'false'], { error: 'val.boolean' })
  .transform((v) => v === 'true')
  .optional();

// Output (response) field shapes: no transforms, so OpenAPI can describe them.
export const outText = z.string().nullable();
export const outNumber = z.number().nullable();
export const timestamps = { created_at: z.string(), updated_at: z.string() };
export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), offset: z.number() });
