import { type ErrorCode, type MessageKey, messageText } from '@crm/shared';

/** An expected failure with its HTTP status; the error handler answers it as `{ error }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, string>,
  ) {
    super(messageText(messageKey));
  }
}

export const notFound = (key: MessageKey) => new AppError(404, 'not_found', key);
export const exists = (key: MessageKey, field?: string) =>
  new AppError(409, 'exists', key, field ? { [field]: messageText(key) } : undefined);

/** Unique-key violation of either database (a concurrent insert that passed our own check). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
