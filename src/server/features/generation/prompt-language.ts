import type { Language } from '../../../shared/settings.ts';

// Beside the prompts rather than in prompts.ts: the outline's prompt
// (outline-prompt.ts) needs it too, and prompts.ts imports that one.

/** The language instruction, in English like the rest of the prompt (models follow it best so). */
const languageNames: Record<Language, string> = { en: 'English', fr: 'French', es: 'Spanish', de: 'German', zh: 'Simplified Chinese' };
export const inLanguage = (language: Language | undefined) =>
  language && language !== 'en' ? `\nWrite the whole answer in ${languageNames[language]}, including the title and headings.` : '';
