import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/client';
import { canonicalValue, isNetworkError, refusalKey } from './link-api';

describe('link refusals', () => {
  it('takes the message key the API sends with its refusal, for the current language', () => {
    expect(refusalKey(new ApiError(409, 'exists', 'exists.link'))).toBe('exists.link');
    expect(refusalKey(new ApiError(404, 'not_found', 'lookup.entity'))).toBe('lookup.entity');
  });

  it('leaves server failures and refusals without a key to the generic message', () => {
    expect(refusalKey(new ApiError(500, 'internal', 'err.internal'))).toBeNull();
    expect(refusalKey(new ApiError(400, 'validation'))).toBeNull();
    expect(refusalKey(new Error('These records are already linked'))).toBeNull();
    expect(isNetworkError(new ApiError(0, 'NETWORK'))).toBe(true);
  });

  it('compares emails and numbers in their stored form', () => {
    expect(canonicalValue('email', ' Ann@Example.COM ')).toBe('ann@example.com');
    expect(canonicalValue('number', '(438) 555-2345')).toBe('+14385552345');
    expect(canonicalValue('number', '555')).toBeNull();
  });
});
