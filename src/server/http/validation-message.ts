import type { Language } from '../../shared/languages.ts';
import { z } from '../../shared/zod.ts';
import { serverText, type ServerTextKey } from '../i18n.ts';
import { maxJsonDepth, type JsonProblem } from './json-input.ts';

/*
 * What a failed check says to the client who sent the request, in their
 * language. The shared schemas give interface keys as messages
 * ('validation.required', 'resume.invalid.email', …) so that the browser's
 * forms word them; an API answer must carry a sentence instead, so the server
 * keeps the same sentences (src/server/locales, `schema.*`, the browser's
 * wording) and words every key it answers with. zod's own checks (a number
 * sent for a string) carry zod's English, reworded by zod's locale.
 */

type Issue = z.core.$ZodIssue;

/** zod's wording of its built-in checks in each interface language. */
const zodLocales: Record<Language, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  fr: z.locales.fr,
  es: z.locales.es,
  de: z.locales.de,
  zh: z.locales.zhCN,
};

/** The server text of an interface key, when the server has one. */
function keyText(language: Language, key: string, values: Record<string, string>): string | undefined {
  const path = `schema.${key}` as ServerTextKey;
  const text = serverText(language, path, values);
  return text === path ? undefined : text;
}

/** An interface key the server words ('validation.required'), or undefined for any other message. */
export function messageKeyOf(message: string): string | undefined {
  return /^[a-zA-Z]+(\.[a-zA-Z]+)+$/.test(message) && keyText('en', message, {}) !== undefined ? message : undefined;
}

/** The value the issue is about, found in what was parsed (zod keeps no copy of it). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return node;
}

/** One issue as a sentence in `language`, prefixed with its field's dotted path. */
export function issueSentence(issue: Issue, language: Language, input?: unknown): string {
  const field = issue.path.map(String).join('.');
  const key = messageKeyOf(issue.message);
  const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined;
  let sentence: string | undefined = key ? keyText(language, key, limit !== undefined ? { count: String(limit) } : {}) : undefined;
  if (sentence === undefined && language !== 'en') {
    // zod's own message (English, with what was received) is worded again in the reader's language.
    const worded = zodLocales[language]().localeError({ ...issue, input: valueAt(input, issue.path) } as never);
    sentence = typeof worded === 'string' ? worded : worded?.message;
  }
  sentence ??= issue.message;
  return field ? `${field}: ${sentence}` : sentence;
}

/** A JSON body or query no schema should walk (json-input.ts) as a sentence in `language`. */
export function jsonProblemSentence(problem: JsonProblem, language: Language): string {
  const sentence =
    problem.kind === 'too_deep' ? serverText(language, 'schema.json.tooDeep', { levels: String(maxJsonDepth) }) : serverText(language, 'schema.json.badCharacters');
  return problem.path ? `${problem.path}: ${sentence}` : sentence;
}
