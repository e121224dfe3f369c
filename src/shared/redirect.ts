/**
 * Only a same-site path may be a post-login destination: anything else
 * (absolute URLs, protocol-relative `//host`, backslash tricks) falls back to `/`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/^\/(login|signup)(\/|\?|$)/.test(value)) return fallback;
  return value;
}
