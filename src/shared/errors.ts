/**
 * The one catalogue of API error codes. The server answers every failure as
 * `{ error: { code, message } }`; the browser turns `code` into a translated
 * sentence (`errors.<code>` in the locale files), so `message` is only a
 * fallback in English for API clients.
 */
export const errorCatalogue = {
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  validation_failed: { status: 400, message: 'Some fields are invalid.' },
  invalid_token: { status: 400, message: 'This link is invalid or has expired.' },
  password_too_short: { status: 400, message: 'The password is too short.' },
  password_too_long: { status: 400, message: 'The password is too long.' },
  wrong_password: { status: 400, message: 'The current password is not correct.' },
  unauthorized: { status: 401, message: 'You need to sign in.' },
  share_sign_in: { status: 401, message: 'Sign in to open this link.' },
  two_factor_invalid_code: { status: 401, message: 'This code is not correct. Check your authenticator app and try again.' },
  two_factor_code_used: { status: 401, message: 'This code was already used. Wait for the next code in your authenticator app.' },
  two_factor_invalid_backup_code: { status: 401, message: 'This backup code is not correct or was already used.' },
  two_factor_expired: { status: 401, message: 'This sign-in step has expired. Sign in again with your password.' },
  two_factor_too_many_attempts: { status: 401, message: 'Too many wrong codes. Sign in again with your password.' },
  two_factor_locked: { status: 429, message: 'Too many wrong codes for this account. Two-factor sign-in is paused for 15 minutes.' },
  two_factor_not_enabled: { status: 400, message: 'Two-factor sign-in is not turned on for this account.' },
  two_factor_already_enabled: { status: 409, message: 'Two-factor sign-in is already turned on.' },
  invalid_credentials: { status: 401, message: 'Invalid email or password.' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  share_not_invited: { status: 403, message: 'This link is for other email addresses. Ask the owner to add yours.' },
  share_removed: { status: 403, message: 'The owner removed your access to this document.' },
  identity_not_confirmed: { status: 403, message: 'The password or the two-factor code is not correct. Nothing was deleted.' },
  forbidden_origin: {
    status: 403,
    message: 'Cross-site request refused: send an Origin header that matches this server (PUBLIC_URL).',
  },
  plan_required: { status: 403, message: 'Your plan does not include this. Upgrade to Pro to use it.' },
  email_not_verified: { status: 403, message: 'Please verify your email address first.' },
  account_suspended: { status: 403, message: 'This account is suspended. Contact support if you think this is a mistake.' },
  user_models_off: { status: 403, message: 'This server does not allow connecting your own AI model. Ask the operator to allow it (USER_MODELS).' },
  not_found: { status: 404, message: 'Not found.' },
  share_expired: { status: 410, message: 'This link has expired. Ask the owner for a new one.' },
  method_not_allowed: { status: 405, message: 'Method not allowed.' },
  conflict: { status: 409, message: 'This conflicts with existing data.' },
  model_key_unreadable: { status: 409, message: "Your model's API key could not be read (the server's encryption key changed). Enter it again in Settings › AI." },
  trial_unavailable: { status: 409, message: 'This account already had its free Pro trial, or is already on Pro.' },
  library_full: { status: 409, message: 'Your reference library is full. Delete references you no longer need before adding more.' },
  applications_full: { status: 409, message: 'You have as many job applications as your plan keeps. Delete ones you no longer need before adding more.' },
  share_links_full: { status: 409, message: 'This document has as many share links as it may have. Revoke one you no longer need before making another.' },
  suggestions_pending: { status: 409, message: 'This document has suggestions waiting. Accept or reject them in the rich text view before changing its text here.' },
  comments_full: { status: 409, message: 'This document or thread has as many comments as it may have. Resolve and delete threads you no longer need before adding more.' },
  dictionary_full: { status: 409, message: 'Your dictionary is full (5,000 words). Remove words you no longer need before adding more.' },
  storage_full: { status: 409, message: 'Your attached files take all the room you have (250 MB). Remove attachments you no longer need before adding more.' },
  model_required: { status: 409, message: 'AI actions need an AI model. Connect one in Settings › AI.' },
  email_taken: { status: 422, message: 'An account with this email already exists.' },
  model_address_refused: { status: 422, message: 'This server does not connect to that model address.' },
  file_unreadable: { status: 422, message: 'This file could not be read (damaged, or protected by a password). Paste its text instead.' },
  render_failed: { status: 422, message: 'This document could not be rendered in that format. Try again, or download another format.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the body as application/json.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait and try again.' },
  quota_exceeded: { status: 429, message: 'You have used all generations of your plan for today.' },
  internal: { status: 500, message: 'Something went wrong on our side.' },
  upstream_error: { status: 502, message: 'The AI model failed while writing. Please try again.' },
  upstream_unreachable: { status: 502, message: 'The AI model could not be reached. Please try again later.' },
  lookup_failed: { status: 502, message: "The DOI service answered with something we could not read. Type the reference's details instead." },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
  lookup_unavailable: { status: 503, message: "DOI look-up needs a network connection, which this server does not have. Type the reference's details instead." },
  upstream_timeout: { status: 504, message: 'The AI model took too long to answer. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** The first invalid field, as a dotted path, for `validation_failed`. */
    field?: string;
    /** When trying again can succeed (ISO 8601), for `quota_exceeded`. */
    retryAt?: string;
    /**
     * What failed, as an interface key (`validation.required`), for
     * `validation_failed`: `message` is already a sentence in the reader's
     * language; the browser words the key in the language on screen.
     */
    reason?: string;
  };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCatalogue;
}
