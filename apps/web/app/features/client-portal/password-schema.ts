// The sign-up's password policy as a form resolver (the shared schema; the API judges it again),
// loaded when the invitation's form first checks a password: zod stays out of the page's first
// load (ADR 0051).
import { PasswordPolicy } from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

export const passwordResolver = zodResolver(z.strictObject({ password: PasswordPolicy }));
