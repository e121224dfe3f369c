import type { TextProvider } from './provider.ts';

/**
 * Which writer serves a user: their own model when they connected
 * one (and the operator allows it), else the operator's model, else the
 * offline writer. `counts`: whether the run takes from the operator's daily
 * quota (a user's own model does not; it stays rate limited).
 */
export interface ProviderChoice {
  provider: TextProvider;
  source: 'offline' | 'operator' | 'user';
  counts: boolean;
  /**
   * Called once before a run that does not count (the user's own model):
   * throws AppError `rate_limited` (with `retryAt`) past the per-user limit.
   */
  admit?: () => Promise<void>;
}

export type ChooseProvider = (userId: string) => Promise<ProviderChoice>;

/** The operator's writer for everyone: what the app did before users could connect models. */
export function operatorChoice(provider: TextProvider): ChooseProvider {
  const choice: ProviderChoice = { provider, source: provider.kind === 'offline' ? 'offline' : 'operator', counts: true };
  return async () => choice;
}

/** The user's own model when they saved one (and the operator allows it), else the operator's writer. */
export function createChooseProvider(deps: { operator: TextProvider; userChoice: (userId: string) => Promise<ProviderChoice | null> }): ChooseProvider {
  const operator = operatorChoice(deps.operator);
  return async (userId) => (await deps.userChoice(userId)) ?? operator(userId);
}
