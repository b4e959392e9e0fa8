import { describe, expect, it } from 'vitest';
import { CrmError } from '../../portal/crm-api';
import { canonicalValue, isNetworkError, refusalKey } from './link-api';

describe('link refusals', () => {
  it('turns the API’s English text back into its message key, for the current language', () => {
    expect(refusalKey(new CrmError(409, 'exists', 'These records are already linked'))).toBe('exists.link');
    expect(refusalKey(new CrmError(404, 'not_found', 'Could not find contact'))).toBe('lookup.entity');
  });

  it('leaves server failures and unknown texts to the generic message', () => {
    expect(refusalKey(new CrmError(500, 'internal', 'Something went wrong on our side'))).toBeNull();
    expect(refusalKey(new CrmError(400, 'validation', 'no such text'))).toBeNull();
    expect(refusalKey(new Error('These records are already linked'))).toBeNull();
    expect(isNetworkError(new CrmError(0, 'NETWORK', 'NETWORK'))).toBe(true);
  });

  it('compares emails and numbers in their stored form', () => {
    expect(canonicalValue('email', ' Ann@Example.COM ')).toBe('ann@example.com');
    expect(canonicalValue('number', '(438) 555-2345')).toBe('+14385552345');
    expect(canonicalValue('number', '555')).toBeNull();
  });
});
