export const plans = ['free', 'pro'] as const;
export type Plan = (typeof plans)[number];
export const defaultPlan: Plan = 'free';
