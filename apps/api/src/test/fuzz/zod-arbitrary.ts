// fast-check arbitraries read from the shared zod schemas (zod 4's `_zod.def`): values of the input
// shape a schema describes, near its limits, so that many requests get past validation and reach
// the operations. The rules zod cannot describe (an email, a phone number, a record that exists)
// come from `hint(field)`, the fuzz test's pools of plausible values.
import fc from 'fast-check';
import type { z } from 'zod';

/** A field's plausible values when its name says more than its schema (email, entity_id…). */
export type Hint = (field: string) => fc.Arbitrary<unknown> | undefined;

interface Def {
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: zod 4's internal definitions differ by type
  [key: string]: any;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Def[] =>
  (def.checks ?? []).map((c: { _zod: { def: Def } }) => c._zod.def as unknown as Def);
/** Whether an object may leave the key out. */
const isOptional = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

const WORDS = ['Acme', 'Holdings', 'Tremblay', 'Émile', 'Nord', 'Ltée', 'Realty', 'Inc.', "O'Neil", 'Co'];
const words = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));

function stringArbitrary(def: Def, field: string | undefined, hint: Hint): fc.Arbitrary<unknown> {
  if (def.format === 'uuid') return hint('uuid') ?? fc.uuid({ version: 7 });
  const hinted = field === undefined ? undefined : hint(field);
  if (hinted) return hinted;
  let min = 0;
  let max = 60;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum);
    if (check.check === 'max_length') max = Math.min(max, check.maximum);
    if (check.check === 'length_equals') min = max = check.length;
  }
  const plain = fc.string({ minLength: min, maxLength: Math.max(min, max) });
  return fc.oneof(
    { weight: 3, arbitrary: words.filter((w) => w.length >= min && w.length <= max) },
    { weight: 2, arbitrary: plain },
    // At the limits: the longest accepted, surrounding spaces (trimmed away), padding of the shortest.
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.max(min, max))) },
    { weight: 1, arbitrary: words.map((w) => `  ${w}  `) },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Math.max(min, check.value + (check.inclusive ? 0 : 1e-9));
    if (check.check === 'less_than') max = Math.min(max, check.value - (check.inclusive ? 0 : 1e-9));
    if (check.check === 'number_format' && /int/.test(check.format)) {
      integer = true;
      min = Math.max(min, check.minimum ?? min);
      max = Math.min(max, check.maximum ?? max);
    }
  }
  const limits = fc.constantFrom(min, max, Math.min(Math.max(0, min), max));
  if (integer)
    return fc.oneof(
      fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) }),
      limits,
    );
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), limits);
}

/** A value of the schema's input shape (what a client sends), mostly valid. */
export function arbitraryOf(schema: z.ZodType, hint: Hint, field?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'pipe':
      return arbitraryOf(def.in, hint, field);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType, hint, field), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, hint, field), { nil: null, freq: 6 });
    case 'string':
      return stringArbitrary(def, field, hint);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'array': {
      let max = 4;
      let min = 0;
      for (const check of checksOf(def)) {
        if (check.check === 'max_length') max = Math.min(max, check.maximum);
        if (check.check === 'min_length') min = Math.max(min, check.minimum);
      }
      return fc.array(arbitraryOf(def.element, hint, field), {
        minLength: min,
        maxLength: Math.max(min, max),
      });
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryOf(shape[k]!, hint, k)])), {
        requiredKeys: keys.filter((k) => !isOptional(shape[k]!)),
      });
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbitraryOf(o, hint, field)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(def.valueType, hint), { maxKeys: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The keys of an object schema (through pipes and wrappers), for mutations that pick a field. */
export function objectKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape);
  if (def.type === 'pipe') return objectKeys(def.in);
  if (def.innerType) return objectKeys(def.innerType);
  return [];
}

/** The schema of one key of an object schema. */
export function fieldSchema(schema: z.ZodType, key: string): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape[key];
  if (def.type === 'pipe') return fieldSchema(def.in, key);
  if (def.innerType) return fieldSchema(def.innerType, key);
  return undefined;
}
