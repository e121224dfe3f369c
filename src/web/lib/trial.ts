import type { Plan, TrialStatus } from '../../shared/plans.ts';
import { api } from './api.ts';
import { refetchSession } from './session.ts';

/**
 * Starts the account's one free Pro trial (POST /api/me/trial), then reads
 * the session again so every screen sees Pro. No query library here: the
 * public Pricing page starts trials too.
 */
export async function startTrial(): Promise<{ plan: Plan; trial: TrialStatus }> {
  const started = await api<{ plan: Plan; trial: TrialStatus }>('/api/me/trial', { method: 'POST' });
  await refetchSession();
  return started;
}
