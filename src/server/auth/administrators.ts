/**
 * Who administers. ADMIN_EMAILS names addresses, and an address is only
 * proof of anything once its owner opened the link mailed to it: until then
 * anyone could sign up with a listed address before its owner does. So the
 * stored role says "this address is listed" (kept in step with the list on
 * every start and every change of a user's email), and the rights need the
 * role and a verified address together, checked on every request. The
 * session's user carries both, so an account that verifies is an
 * administrator on its next request; whether REQUIRE_EMAIL_VERIFICATION is
 * on does not matter.
 */

export interface RoleHolder {
  role?: string | null;
  emailVerified: boolean;
}

/** The role an address gets from ADMIN_EMAILS (compared without case). */
export function listedRole(email: string, adminEmails: readonly string[]): 'admin' | 'user' {
  return adminEmails.includes(email.toLowerCase()) ? 'admin' : 'user';
}

/** Whether this user may use the admin console and `/api/admin` now. */
export function hasAdminRights(user: RoleHolder): boolean {
  return user.role === 'admin' && user.emailVerified === true;
}

/** A listed address whose owner has not verified it yet: the console asks them to. */
export function awaitsAdminVerification(user: RoleHolder): boolean {
  return user.role === 'admin' && user.emailVerified !== true;
}
