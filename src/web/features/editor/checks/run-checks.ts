import type { HarperCheck } from './harper.ts';
import { analyseText } from './metrics.ts';
import type { SpellingCheck } from './spelling.ts';
import { type CheckOptions, type CheckResult, type Finding, type HunspellLanguage, isHunspellLanguage } from './types.ts';

/** How the engines are loaded: by URL in the worker, from node_modules in tests. */
export interface CheckEngines {
  harper(): Promise<HarperCheck>;
  spelling(language: HunspellLanguage): Promise<SpellingCheck>;
}

/**
 * The whole check of one text: metrics, long sentences and passive voice in
 * every language; Harper for English; Hunspell dictionaries for French,
 * Spanish and German; no spelling for Chinese. Each engine is loaded on the
 * first check that needs it and kept; a failed load is tried again next time.
 */
export function createCheckRunner(engines: CheckEngines) {
  let harper: Promise<HarperCheck> | undefined;
  const spellers = new Map<HunspellLanguage, Promise<SpellingCheck>>();

  function loadHarper(): Promise<HarperCheck> {
    harper ??= engines.harper().catch((error: unknown) => {
      harper = undefined;
      throw error;
    });
    return harper;
  }

  function loadSpelling(language: HunspellLanguage): Promise<SpellingCheck> {
    let found = spellers.get(language);
    if (!found) {
      found = engines.spelling(language).catch((error: unknown) => {
        spellers.delete(language);
        throw error;
      });
      spellers.set(language, found);
    }
    return found;
  }

  return async function runChecks(text: string, options: CheckOptions): Promise<CheckResult> {
    const { metrics, findings: own } = analyseText(text, options.language);
    let engine: Finding[] = [];
    let spelling: CheckResult['spelling'] = 'unavailable';
    if (options.language === 'en') {
      engine = await (await loadHarper()).check(text, options.words);
      spelling = 'harper';
    } else if (isHunspellLanguage(options.language)) {
      engine = (await loadSpelling(options.language))(text, options.words);
      spelling = 'hunspell';
    }
    const findings = [...engine, ...own].sort((a, b) => a.start - b.start || a.end - b.end);
    return { findings, metrics, spelling };
  };
}
