import { EntityUpdate } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { entityUpdateResolver, toEntityForm, toEntityInput } from './contact-form-model';

describe('entity form ↔ schema', () => {
  it('round-trips a saved contact through the form unchanged', () => {
    const form = toEntityForm({ name: 'Acme', revenue: 12.5, n_sales: 0, notes: null, investor: true });
    expect(form.revenue).toBe('12.5');
    expect(form.n_sales).toBe('0');
    expect(form.notes).toBe('');
    const parsed = EntityUpdate.parse(toEntityInput(form));
    expect(parsed).toMatchObject({ name: 'Acme', revenue: 12.5, n_sales: 0, notes: null, investor: true });
  });

  it('gives each field the shared schema’s message key', async () => {
    const values = {
      ...toEntityForm({ name: 'Ab' }),
      notes: 'x'.repeat(501),
      n_sales: '1.5',
      revenue: 'lots',
    };
    const result = await entityUpdateResolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]))).toEqual({
      name: 'entities.val.minLen',
      notes: 'val.notes',
      n_sales: 'val.integer',
      revenue: 'val.number',
    });
  });
});
