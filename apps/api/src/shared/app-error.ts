import { type ErrorCode, type MessageKey, messageText } from '@crm/shared';

/** An expected failure with its HTTP status; the error handler answers it as `{ error }`. When it
 * concerns one field, `fieldKeys` names that field with the same message key; several fields (or
 * places in a file) are given as a map of their own keys. */
export class AppError extends Error {
  readonly fieldKeys?: Record<string, MessageKey>;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    field?: string | Record<string, MessageKey>,
  ) {
    super(messageText(messageKey));
    if (typeof field === 'string') this.fieldKeys = { [field]: messageKey };
    else if (field) this.fieldKeys = field;
  }
}

export const notFound = (key: MessageKey, field?: string) => new AppError(404, 'not_found', key, field);
export const exists = (key: MessageKey, field?: string) => new AppError(409, 'exists', key, field);

/** Unique-key violation of either database (a concurrent insert that passed our own check). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
