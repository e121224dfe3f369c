import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogues, readCatalogue, strings } from './catalogues.ts';
import { planRules, plans, prices, trialRules } from '../../shared/plans.ts';
import { planTextValues } from '../lib/plan-text.ts';

// The plan table (src/shared/plans.ts) is the one home of every plan's
// numbers; interface strings and mails interpolate them. These checks fail
// when a string spells a number of the table out (it would go stale on the
// next change) or when a plan is missing from the texts.

const languages = ['en', 'de', 'fr', 'es', 'zh'] as const;
const read = (dir: string, lang: string) => readCatalogue(dir, lang) as Record<string, unknown>;


/**
 * Every number of the table a sentence could state. Counts under 10 are left
 * out: "2" or "3" are ordinary words of many strings ("2. Citation style").
 */
const tableNumbers = [
  ...new Set([
    ...plans.flatMap((plan) => [planRules[plan].dailyGenerations, planRules[plan].historyWindow, planRules[plan].versionsPerDocument, planRules[plan].price.monthly, planRules[plan].price.annual]),
    trialRules.days,
    trialRules.reminderDays,
    prices.annualSaving,
  ]),
].filter((n): n is number => n !== null && (n >= 10 || !Number.isInteger(n)));

/** A number standing alone in a text, with a point or a comma as its decimal mark ("9.99", "9,99"); not part of "20,000" or "2020". */
function statesNumber(text: string, n: number): boolean {
  const [whole, fraction] = String(n).split('.');
  const digits = fraction ? `${whole}[.,]${fraction}` : whole;
  return new RegExp(`(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`).test(text);
}

/**
 * Strings whose number means something other than a plan rule: a cited
 * page, a GDPR article, a phone number,
 * office hours, the Node.js version, a style's edition.
 */
const otherMeanings = [
  /^docs\.citations\./,
  /^legal\.gdpr\.rights\.\w+\.article$/,
  /^(schema\.)?resume\.invalid\.phone$/,
  /^contact\.hours$/,
  /^support\.phoneBody$/,
];

describe.each(catalogues.flatMap((catalogue) => languages.map((lang) => ({ ...catalogue, lang }))))('$name $lang', ({ dir, lang }) => {
  const messages = strings(read(dir, lang));

  it('states no number of the plan table literally: it interpolates it', () => {
    const stale = [...messages]
      .filter(([key]) => !otherMeanings.some((pattern) => pattern.test(key)))
      .flatMap(([key, text]) => tableNumbers.filter((n) => statesNumber(text, n)).map((n) => `${key}: ${n}`));
    expect(stale).toEqual([]);
  });
});

describe('the statement of a number', () => {
  it('is found alone or with either decimal mark, not inside a longer number', () => {
    expect(statesNumber('History of your 20 most recent documents', 20)).toBe(true);
    expect(statesNumber('Pro (9,99 $ pro Monat)', 9.99)).toBe(true);
    expect(statesNumber('up to 20,000 characters, since 2020, Node 20.19', 20)).toBe(false);
  });
});

describe.each(languages)('plan texts in %s', (lang) => {
  const t = i18next.createInstance();
  void t.init({ resources: { [lang]: { translation: read(import.meta.dirname, lang) } }, lng: lang, interpolation: { escapeValue: false }, initAsync: false });
  const values = planTextValues(lang);

  it('say the table’s numbers in the reader’s language where the pages interpolate them', () => {
    const free = t.t('pricing.plans.free.features', { returnObjects: true, ...values }) as string[];
    expect(free.join(' ')).toContain(values.limit);
    expect(free.join(' ')).toContain(values.versions);
    const pro = t.t('pricing.plans.pro.features', { returnObjects: true, ...values }) as string[];
    expect(pro.join(' ')).toContain(values.proVersions);
    expect(pro.join(' ')).not.toContain('{{');
    const faq = (t.t('faq.items', { returnObjects: true, ...values }) as { answer: string }[]).map((item) => item.answer).join(' ');
    for (const value of [values.limit, values.price, values.days]) expect(faq).toContain(value);
    expect(t.t('legal.terms.sections.plans.body.0', values)).toContain(values.price);
    expect(`${free.join(' ')} ${faq}`).not.toContain('{{');
  });

  it('name every plan of the table', () => {
    for (const plan of plans) {
      expect(t.exists(`pricing.plans.${plan}.name`), plan).toBe(true);
      expect(t.exists(`settings.subscription.planName.${plan}`), plan).toBe(true);
    }
    const server = read(catalogues.find((c) => c.name === 'server')!.dir, lang) as { plans: Record<string, unknown> };
    for (const plan of plans) expect(typeof server.plans[plan], plan).toBe('string');
  });
});
