/**
 * Messages another screen may pass to /login in navigation state. Only these
 * keys are shown, so a crafted link cannot put arbitrary text on the page.
 */
const loginNotices = ['auth.checkEmail', 'auth.loginRequiredAcademic', 'auth.passwordChanged'] as const;
export type LoginNotice = (typeof loginNotices)[number];

export function loginNoticeFrom(state: unknown): LoginNotice | undefined {
  const message = (state as { message?: unknown } | null)?.message;
  return loginNotices.find((n) => n === message);
}
