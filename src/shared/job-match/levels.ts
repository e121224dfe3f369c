// How much of a qualification the ad asks for and the resume holds: a
// language's level (CEFR, or in words: fluent, courant, CET-6) and a
// postgraduate degree. Read on both sides, so one definition serves both.

/** A master's or a doctorate, in the five languages: asked for, only one meets it. */
export const postgraduateDegree = /(?<![\p{L}])(?:MSc|MA|MRes|MPhil|MEng|MBA|LLM|PhD|DPhil|master|master's|masters|máster|postgraduate|post-graduate|doctorate|doctorat|doctorado|Promotion|bac\s*\+\s*5|硕士|博士|研究生)(?![\p{L}])/iu;

/** A language level written in words: fluent is C1, CET-6 B2, CET-4 and "intermediate" B1, "basic" A2; a CEFR level as written. */
export function levelIn(text: string): string | undefined {
  const cefr = /(?<![\p{L}])([ABC][12])(?![\p{L}\p{N}])/iu.exec(text)?.[1];
  if (cefr) return cefr.toUpperCase();
  if (/(?<![\p{L}])(?:native|mother tongue|bilingual|muttersprache|langue maternelle|nativo|nativa|lengua materna|母语)(?![\p{L}])/iu.test(text)) return 'C2';
  if (/(?<![\p{L}])(?:fluent|fluency|fluently|courant|courante|bilingue|fluido|fluida|bilingüe|fließend|verhandlungssicher)(?![\p{L}])|流利|熟练/iu.test(text)) return 'C1';
  if (/CET-?6|六级|专业八级|专八/u.test(text)) return 'B2';
  if (/CET-?4|四级|(?<![\p{L}])(?:intermediate|intermédiaire|intermedio|intermedia|gute)(?![\p{L}])/iu.test(text)) return 'B1';
  if (/(?<![\p{L}])(?:basic|notions|grundkenntnisse|básico|básica|elementary|débutant)(?![\p{L}])/iu.test(text)) return 'A2';
  return undefined;
}
