import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckRunner } from './run-checks.ts';
import { createSpeller, createSpellingCheck, type HunspellLanguage, type SpellingCheck } from './spelling.ts';

// The dictionaries as the worker gets them (dictionaries.ts fetches the same files by URL).
function readDictionary(language: HunspellLanguage) {
  const folder = path.resolve(import.meta.dirname, '../../../../../node_modules', `dictionary-${language}`);
  return { aff: readFileSync(path.join(folder, 'index.aff'), 'utf8'), dic: readFileSync(path.join(folder, 'index.dic'), 'utf8') };
}

const checks = new Map<HunspellLanguage, SpellingCheck>();
const loadMs: Record<string, number> = {};

beforeAll(() => {
  for (const language of ['fr', 'es', 'de'] as const) {
    const started = performance.now();
    const { aff, dic } = readDictionary(language);
    checks.set(language, createSpellingCheck(createSpeller(aff, dic), language));
    loadMs[language] = Math.round(performance.now() - started);
  }
}, 180_000);

function check(language: HunspellLanguage, text: string, words: string[] = []) {
  const run = checks.get(language);
  if (!run) throw new Error(`no ${language} dictionary`);
  return run(text, words);
}

describe('Hunspell spelling (nspell)', () => {
  it('loads the three dictionaries', async ({ annotate }) => {
    // French takes much the longest: nspell expands its many affix rules on load.
    await annotate(`dictionary load (ms): ${JSON.stringify(loadMs)}`);
    expect([...checks.keys()]).toEqual(['fr', 'es', 'de']);
  });

  it.each([
    ['fr', "J'ai acheté une maisonn près de la rivière.", 'maisonn', 'maison'],
    ['es', 'Escribí una cancion para mi madre.', 'cancion', 'canción'],
    ['de', 'Wir haben ein neues Hauss gekauft.', 'Hauss', 'Haus'],
  ] as const)('%s: finds the misspelled word with a suggestion, and only it', (language, text, wrong, right) => {
    const findings = check(language, text);
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding).toMatchObject({ kind: 'spelling', text: wrong, messageKey: 'editor.checks.spelling', params: { word: wrong }, rule: 'hunspell' });
    expect(finding?.suggestions).toContain(right);
    expect(finding?.suggestions.length).toBeLessThanOrEqual(4);
    expect(text.slice(finding?.start, finding?.end)).toBe(wrong);
  });

  it.each([
    ['fr', "Aujourd'hui, l’homme écrit une lettre à Paris."],
    ['es', 'Mañana escribiré una canción en la ciudad.'],
    ['de', 'Die Bundesregierung hat den Arbeitsplatz und die Straße geprüft.'],
  ] as const)('%s: accepts a correct sentence (elisions, accents, compounds)', (language, text) => {
    expect(check(language, text)).toEqual([]);
  });

  it('leaves alone numbers, acronyms, URLs, emails, code and citation keys, and the user’s own words', () => {
    const text = 'Le NASDAQ de 2024 : voir https://exemple.fr/pagex ou ecrire@exemple.fr, `codex` et [@dupont2020], puis Inkwellle.';
    // A capitalised word mid-sentence is taken for a name: reported, without (slow) suggestions.
    expect(check('fr', text)).toEqual([expect.objectContaining({ text: 'Inkwellle', suggestions: [] })]);
    expect(check('fr', text, ['inkwellle'])).toEqual([]);
  });

  it('reports a very long unknown word without spending time on suggestions', () => {
    const word = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenxyz';
    expect(check('de', `Das ist ${word}.`)).toEqual([expect.objectContaining({ text: word, suggestions: [] })]);
  });
});

describe('the check runner in French, Spanish, German and Chinese', () => {
  const run = createCheckRunner({
    harper: () => Promise.reject(new Error('not used')),
    spelling: async (language) => checks.get(language) ?? Promise.reject(new Error(language)),
  });

  it('merges spelling with metrics and names the engine', async () => {
    const result = await run('Le livre a été écrit par un auteur inconu.', { language: 'fr', words: [] });
    expect(result.spelling).toBe('hunspell');
    expect(result.findings.map((f) => [f.kind, f.text])).toEqual([
      ['passive', 'été écrit'],
      ['spelling', 'inconu'],
    ]);
    expect(result.metrics.readability?.formula).toBe('kandelMoles');
  });

  it('has no spelling for Chinese, and still measures', async () => {
    const result = await run('我们今天去学校。', { language: 'zh', words: [] });
    expect(result).toMatchObject({ spelling: 'unavailable', findings: [], metrics: { sentences: 1, readability: null } });
  });
});
