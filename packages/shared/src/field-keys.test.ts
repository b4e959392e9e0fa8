import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldKeysOf } from './field-keys.js';

const Schema = z.strictObject({
  name: z.string({ error: 'val.required' }).min(1, 'val.required'),
  address: z.strictObject({ city: z.string().max(3, 'val.text') }).optional(),
});

describe('fieldKeysOf', () => {
  it("files each refused field's key at its dotted path, the first issue of a field winning", () => {
    const result = Schema.safeParse({ name: '', address: { city: 'Montréal' } });
    expect(fieldKeysOf(result.error!.issues)).toEqual({ name: 'val.required', 'address.city': 'val.text' });
  });

  it('refuses a key the schema does not know at its own place, nested ones included', () => {
    const result = Schema.safeParse({ name: 'Ann', admin: true, address: { city: 'Mtl', x: 1 } });
    expect(fieldKeysOf(result.error!.issues)).toEqual({
      admin: 'val.unknownField',
      'address.x': 'val.unknownField',
    });
  });

  it("files an issue of the whole value under its name, zod's own texts as 'val.invalid'", () => {
    const result = Schema.safeParse('not an object');
    expect(fieldKeysOf(result.error!.issues)).toEqual({ body: 'val.invalid' });
    expect(fieldKeysOf(result.error!.issues, 'row')).toEqual({ row: 'val.invalid' });
  });
});
