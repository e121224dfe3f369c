// "3+ years of B2B marketing experience", "At least six months' experience in
// a care setting", "3 ans d'expérience en maintenance CVC", "3年以上数据分析经验":
// an amount of experience in something, one requirement in the ad's own
// words. It is met where the resume names that something (the lexicon's
// names in it, or its words side by side); the years themselves are the
// reader's to judge from the dates.
import type { Language } from '../languages.ts';

/** A number of years or months: "3+ years", "one year's", "2 Jahre", "3年以上". */
const amounts: Record<Language, RegExp> = {
  en: /(?<![\p{L}\p{N}])(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:-\s*\d+\s*)?\+?\s*(?:years?|months?)(?:['’]s?)?(?!\p{L})/iu,
  fr: /(?<![\p{L}\p{N}])\d+\+?\s*(?:ans?|années?|mois)(?!\p{L})/iu,
  es: /(?<![\p{L}\p{N}])\d+\+?\s*(?:años?|meses?)(?!\p{L})/iu,
  de: /(?<![\p{L}\p{N}])\d+\+?\s*(?:Jahre?n?|Monate?n?)(?!\p{L})/iu,
  zh: /\d+\+?\s*(?:年|个月)(?:以上)?/u,
};

/** The words that make an amount one of experience (English ads also write "2+ years of frontend development" with none, as the line's start). */
const experienceWords: Record<Language, RegExp> = {
  en: /\bexperience\b/i,
  fr: /expérience/i,
  es: /experiencia/i,
  de: /erfahrung/i,
  zh: /经验/u,
};

/** Where the something ends: an aside ("ideally in SaaS"), a list mark, a bracket. */
const ends: Record<Language, RegExp> = {
  en: /\s*(?:[,;(:–]|\s-\s|\b(?:ideally|preferably|either|including|with a focus)\b).*$/iu,
  fr: /\s*(?:[,;(:–]|\s-\s|\b(?:idéalement|de préférence|notamment)\b).*$/iu,
  es: /\s*(?:[,;(:–]|\s-\s|\b(?:idealmente|preferiblemente)\b).*$/iu,
  de: /\s*(?:[,;(:–]|\s-\s|\b(?:idealerweise|vorzugsweise|bevorzugt)\b).*$/iu,
  zh: /\s*[，,；;（(：:].*$/u,
};

/** "At least", "minimum": words around the amount the requirement's name leaves out. */
const hedges = /\b(?:at least|minimum|mindestens|minimo|mínima|mínimo|minimale?)\b\s*/giu;

/**
 * The experience a unit asks for as an amount, in the ad's words from the
 * amount to the end of its subject ("3+ years of B2B marketing experience"),
 * or none.
 */
export function experienceAmount(unit: string, language: Language): string | undefined {
  const found = amounts[language].exec(unit);
  if (!found) return undefined;
  const bare = unit.replace(/^[\s•*·▪–-]+/u, '').replace(hedges, '');
  const startsWithAmount = amounts[language].exec(bare)?.index === 0;
  if (!experienceWords[language].test(unit) && !(language === 'en' && startsWithAmount)) return undefined;
  const from = language === 'en' || language === 'zh' || startsWithAmount ? bare.search(amounts[language]) : 0;
  const text = bare.slice(Math.max(0, from)).replace(ends[language], '').replace(hedges, '').replace(/[\s.。!]+$/u, '').trim();
  // The amount alone ("3 years' experience") names nothing to look for.
  return text.replace(amounts[language], '').trim() ? text : undefined;
}

/** The amount's subject, the amount left out ("in a care setting" of "six months' experience in a care setting"). */
export function experienceSubject(amount: string, language: Language): string {
  return amount.replace(amounts[language], ' ').trim();
}
