// The path parameters of /emails/{email} and /numbers/{number}: the spec names them after the kind.
import { z } from 'zod';

export const emailParams = z.object({ email: z.string().describe('Email address (URL-encoded; any case)') });
export const numberParams = z.object({
  number: z
    .string()
    .describe(
      'Phone number as stored, E.164 with any extension (+13129076249;ext=12, URL-encoded), or any accepted spelling',
    ),
});
