// The password policy's figures (spec section 5). No imports: the forms show the rule in words
// before they load the schema (auth.ts) that applies it (ADR 0051).
export const PASSWORD_MIN = 8;
/** Better Auth's own ceiling; scrypt hashes any length, this only bounds the work per request. */
export const PASSWORD_MAX = 128;
/** The special characters of spec section 5; any other character is allowed as well. */
export const PASSWORD_SPECIALS = '.@$!%*?&';
