import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/client';
import { errorKey } from './use-message';

describe('errorKey', () => {
  it('takes the key the server sent', () => {
    expect(errorKey(new ApiError(409, 'exists', 'exists.address'))).toBe('exists.address');
  });

  it('reads a Better Auth answer without a key by its documented code, and a 429 as too many', () => {
    expect(errorKey(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe('auth.err.wrongPassword');
    expect(errorKey(new ApiError(429, 'TOO_MANY_REQUESTS'))).toBe('auth.err.tooManyRequests');
  });

  it('has none for no answer, an unknown code or another error', () => {
    expect(errorKey(new ApiError(0, 'NETWORK'))).toBeUndefined();
    expect(errorKey(new ApiError(500, 'HTTP_500'))).toBeUndefined();
    expect(errorKey(new Error('boom'))).toBeUndefined();
  });
});
