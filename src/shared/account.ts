import type { Plan, TrialStatus } from './plans.ts';

/** A user's public profile, as GET /api/me and the profile routes answer it. */
export interface Profile {
  fullName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  website: string | null;
  updatedAt: string;
}

/** What GET /api/me answers: the signed-in user's account. */
export interface AccountSummary {
  id: string;
  email: string;
  emailVerified: boolean;
  /** The plan whose limits apply now: Pro while paid for or while the trial runs. */
  plan: Plan;
  trial: TrialStatus;
  /** 'admin' for the accounts ADMIN_EMAILS names, once their address is verified. */
  role: 'admin' | 'user';
  /** Listed in ADMIN_EMAILS, but the address is not verified yet: /admin asks to verify it. */
  adminPending: boolean;
  profile: Profile;
}
