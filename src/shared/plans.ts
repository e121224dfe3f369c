export const plans = ['free', 'pro'] as const;
export type Plan = (typeof plans)[number];
export const defaultPlan: Plan = 'free';

/** Spec section 9. Amounts in US dollars; the UI formats them with Intl. */
export const prices = {
  currency: 'USD',
  proMonthly: 9.99,
  proAnnual: 99.99,
  /** 12 × 9.99 − 99.99 */
  annualSaving: 19.89,
  annualSavingPercent: 17,
  trialDays: 14,
} as const;

export const exportFormats = ['pdf', 'docx', 'txt', 'md', 'html', 'rtf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Free: PDF, DOCX, TXT, Markdown. Pro adds HTML and RTF. */
export const exportFormatsByPlan: Record<Plan, readonly ExportFormat[]> = {
  free: ['pdf', 'docx', 'txt', 'md'],
  pro: exportFormats,
};

/** History shows this many most recently updated documents on the free plan. */
export const freeHistoryLimit = 20;

/** The Pro trial's mail "your trial ends soon" goes out once this many days (or fewer) are left. */
export const trialReminderDays = 2;

/**
 * Where an account stands with the one free Pro trial it may take:
 * `available` (free, never had one), `active` (it runs now), `ended` (it ran
 * out, or was ended) or `subscribed` (on Pro without one: nothing to offer).
 */
export const trialStates = ['available', 'active', 'ended', 'subscribed'] as const;
export type TrialState = (typeof trialStates)[number];

/** What the server tells the browser about the trial (GET /api/me, POST /api/me/trial). */
export interface TrialStatus {
  state: TrialState;
  /** ISO 8601, or null when the account never had a trial. */
  startedAt: string | null;
  endsAt: string | null;
  /** Whole days left, rounded up (the last day counts as 1); null unless `active`. */
  daysLeft: number | null;
}

/** The plan stored on a user, read defensively: anything unknown is the free plan. */
export function planOf(value: unknown): Plan {
  return (plans as readonly unknown[]).includes(value) ? (value as Plan) : defaultPlan;
}
