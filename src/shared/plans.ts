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

/** The plan stored on a user, read defensively: anything unknown is the free plan. */
export function planOf(value: unknown): Plan {
  return (plans as readonly unknown[]).includes(value) ? (value as Plan) : defaultPlan;
}
