import { planRules, prices, trialRules } from '../../shared/plans.ts';
import { i18next } from './i18n.ts';
import { formatNumber, formatPrice } from './format.ts';

/**
 * The plan rules an interface string may name, as the reader's language
 * writes them: `{{limit}}` (the free History window), `{{generations}}` (free
 * generations per day), `{{days}}` (the trial), `{{price}}` (Pro per month), `{{versions}}` and
 * `{{proVersions}}` (versions each document keeps on Free and on Pro).
 * The strings never spell these numbers out, so a change in the plan table
 * reaches every page that mentions it.
 */
export function planTextValues(language = i18next.language) {
  return {
    limit: formatNumber(planRules.free.historyWindow, language),
    generations: formatNumber(planRules.free.dailyGenerations, language),
    days: formatNumber(trialRules.days, language),
    price: formatPrice(prices.proMonthly, prices.currency, language),
    versions: formatNumber(planRules.free.versionsPerDocument, language),
    proVersions: formatNumber(planRules.pro.versionsPerDocument, language),
  };
}
