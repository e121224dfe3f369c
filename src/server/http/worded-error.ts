import type { ErrorCode } from '../../shared/errors.ts';
import { serverText, type ServerTextKey } from '../i18n.ts';
import { AppError } from './errors.ts';

/** An AppError worded in the reader's language from a server text when the answer is written (English as the message, for logs and old clients). */
export function wordedError(code: ErrorCode, key: ServerTextKey, values: Record<string, string> = {}): AppError {
  const error = new AppError(code, serverText('en', key, values));
  error.wording = (language) => serverText(language, key, values);
  return error;
}

/** Bodies an HTML form can send: never a file sent as it is (the raw-file uploads refuse them). */
export const formBodyType = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;
