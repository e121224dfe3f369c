import type { AccountSummary } from '../../shared/account.ts';

/** A new account on the free plan, its trial not started: what GET /api/me answers for it. */
export const freshAccount: AccountSummary = {
  id: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  plan: 'free',
  trial: { state: 'available', startedAt: null, endsAt: null, daysLeft: null },
  role: 'user',
  adminPending: false,
  profile: { fullName: null, avatarUrl: null, bio: null, website: null, updatedAt: '2026-12-01T00:00:00.000Z' },
};
