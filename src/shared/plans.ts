export const plans = ['free', 'pro'] as const;
export type Plan = (typeof plans)[number];
const defaultPlan: Plan = 'free';

export const exportFormats = ['pdf', 'docx', 'txt', 'md', 'html', 'rtf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** What one plan allows. `null` means no limit. */
export interface PlanRule {
  /** Generations started per UTC day. */
  dailyGenerations: number | null;
  /** History lists this many most recently updated documents (the rest are kept, and counted). */
  historyWindow: number | null;
  exportFormats: readonly ExportFormat[];
  /** References one library may hold (`referenceLimits.libraryCaps` reads it). */
  referenceLibrary: number;
  /** Earlier texts each document keeps (`versionsKept` reads it); the oldest goes when another is added. */
  versionsPerDocument: number;
  /**
   * Job applications the tracker keeps (closed ones count: they stay on the board). Reaching it refuses a new one and
   * deletes nothing. 40 open applications is a busy search, so Free keeps 100.
   */
  applications: number;
  /** US dollars; the interface formats them with Intl. */
  price: { monthly: number; annual: number };
}

/**
 * Every limit of every plan, and the Pro trial: the one table that the
 * server's checks, the web's pages, the mails, the API description and the
 * interface strings (through `{{limit}}`, `{{days}}`, `{{price}}`) read.
 * Changing a number here changes it everywhere; plans-table.test.ts fails
 * when a string still spells one out.
 */
export const planRules = {
  free: { dailyGenerations: 20, historyWindow: 20, exportFormats: ['pdf', 'docx', 'txt', 'md'], referenceLibrary: 20_000, versionsPerDocument: 20, applications: 100, price: { monthly: 0, annual: 0 } },
  pro: { dailyGenerations: null, historyWindow: null, exportFormats, referenceLibrary: 50_000, versionsPerDocument: 100, applications: 1000, price: { monthly: 9.99, annual: 99.99 } },
} as const satisfies Record<Plan, PlanRule>;

/** The one free Pro trial an account may take. */
export const trialRules = {
  /** Its length. */
  days: 14,
  /** The mail "your trial ends soon" goes out once this many days (or fewer) are left. */
  reminderDays: 2,
} as const;

/** Whole cents: 12 × 9.99 − 99.99 is 19.889999… in floating point. */
const cents = (amount: number) => Math.round(amount * 100) / 100;
const annualSaving = cents(12 * planRules.pro.price.monthly - planRules.pro.price.annual);

/** The prices as Pricing and Settings › Subscription show them. */
export const prices = {
  currency: 'USD',
  proMonthly: planRules.pro.price.monthly,
  proAnnual: planRules.pro.price.annual,
  annualSaving,
  annualSavingPercent: Math.round((annualSaving / (12 * planRules.pro.price.monthly)) * 100),
  trialDays: trialRules.days,
} as const;

/** Each format's name as a sentence says it (the API description lists them). */
export const exportFormatNames: Record<ExportFormat, string> = { pdf: 'PDF', docx: 'DOCX', txt: 'TXT', md: 'Markdown', html: 'HTML', rtf: 'RTF' };

/** Free: PDF, DOCX, TXT, Markdown. Pro adds HTML and RTF. */
export const exportFormatsByPlan: Record<Plan, readonly ExportFormat[]> = {
  free: planRules.free.exportFormats,
  pro: planRules.pro.exportFormats,
};

/** Generations per UTC day; null on Pro (unlimited). */
export const dailyGenerationLimit: Record<Plan, number | null> = {
  free: planRules.free.dailyGenerations,
  pro: planRules.pro.dailyGenerations,
};

/** History shows this many most recently updated documents on the free plan. */
export const freeHistoryLimit = planRules.free.historyWindow;

/**
 * Where an account stands with the one free Pro trial it may take:
 * `available` (free, never had one), `active` (it runs now), `ended` (it ran
 * out, or was ended) or `subscribed` (on Pro without one: nothing to offer).
 */
export type TrialState = 'available' | 'active' | 'ended' | 'subscribed';

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
