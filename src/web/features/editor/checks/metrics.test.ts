import { describe, expect, it } from 'vitest';
import { analyseText, readability } from './metrics.ts';
import { passiveSpans } from './passive.ts';
import type { CheckLanguage } from './types.ts';

function passives(text: string, language: CheckLanguage): string[] {
  return passiveSpans({ text, start: 0, end: text.length }, language).map((span) => span.text);
}

describe('passive voice', () => {
  const cases: Array<[CheckLanguage, string, string[]]> = [
    ['en', 'The report was written by the committee.', ['was written']],
    ['en', 'The results were carefully analysed by two reviewers.', ['were carefully analysed']],
    ['en', 'The bridge is being built.', ['is being built']],
    ['en', 'Mistakes have been made.', ['been made']],
    ['en', 'The committee wrote the report.', []],
    ['en', 'She was tired and interested in the results.', []],
    ['en', 'They need more time; it is red.', []],
    ['de', 'Das Buch wurde von ihr geschrieben.', ['wurde von ihr geschrieben']],
    ['de', 'Die Daten werden sorgfältig analysiert.', ['werden sorgfältig analysiert']],
    ['de', 'Ich glaube, dass das Haus gebaut wird.', ['gebaut wird']],
    ['de', 'Es wird beschrieben, wie es funktioniert.', ['wird beschrieben']],
    ['de', 'Er wird morgen nach Hause gehen.', []],
    ['de', 'Sie wird Ärztin in den Gebieten.', []],
    ['de', 'Der Autor schreibt das Buch.', []],
    ['fr', 'Le livre a été écrit par un auteur inconnu.', ['été écrit']],
    ['fr', 'Les résultats sont analysés par deux chercheurs.', ['sont analysés']],
    ['fr', "La maison n'est pas encore construite.", ["n'est pas encore construite"]],
    ['fr', 'La décision sera prise demain.', ['sera prise']],
    ['fr', 'Elle est venue hier.', []],
    ['fr', "Il s'est levé tôt.", []],
    ['fr', 'Ce sujet est important et difficile.', []],
    ['es', 'El libro fue escrito por Cervantes.', ['fue escrito']],
    ['es', 'Los datos son analizados cuidadosamente.', ['son analizados']],
    ['es', 'La ley será aprobada mañana.', ['será aprobada']],
    ['es', 'El problema es rápido y válido.', []],
    ['es', 'No es nada.', []],
    ['es', 'Cervantes escribió el libro.', []],
  ];
  it.each(cases)('%s: %s', (language, text, expected) => {
    expect(passives(text, language)).toEqual(expected);
  });
});

describe('analyseText', () => {
  it('measures an English text and rates it with Flesch reading ease', () => {
    const { metrics } = analyseText('The cat sat on the mat. It was a sunny day.', 'en');
    expect(metrics).toMatchObject({ language: 'en', sentences: 2, words: 11, syllables: 12, wordsPerSentence: 5.5, longSentences: 0, passiveSentences: 0 });
    // 206.835 − 1.015 × 5.5 − 84.6 × 12/11
    expect(metrics.readability).toEqual({ formula: 'fleschReadingEase', score: 109, band: 'veryEasy' });
  });

  it('uses each language formula', () => {
    expect(readability('fr', 20, 1.5)).toEqual({ formula: 'kandelMoles', score: 76.3, band: 'fairlyEasy' });
    expect(readability('es', 20, 2)).toEqual({ formula: 'szigrisztPazos', score: 62.2, band: 'standard' });
    expect(readability('es', 25, 2.4)).toMatchObject({ band: 'veryHard' });
    expect(readability('de', 15, 1.6)).toEqual({ formula: 'amstad', score: 71.4, band: 'fairlyEasy' });
    expect(readability('en', 25, 1.8)).toMatchObject({ score: 29.2, band: 'veryHard' });
  });

  it('reports a sentence over 30 words with its count as params', () => {
    const long = `${Array.from({ length: 31 }, (_, i) => `Word${i}`).join(' ')}.`;
    const text = `Short one. ${long} Another short one.`;
    const { metrics, findings } = analyseText(text, 'en');
    expect(metrics.longSentences).toBe(1);
    const finding = findings.find((f) => f.kind === 'longSentence');
    expect(finding).toMatchObject({ messageKey: 'editor.checks.longSentence', params: { words: 31 }, start: 11 });
    expect(text.slice(finding?.start, finding?.end)).toBe(long);
  });

  it('does not run a heading into the next sentence', () => {
    const words = Array.from({ length: 20 }, () => 'word').join(' ');
    const { metrics, findings } = analyseText(`Heading with ${words}\n${words} end.`, 'en');
    expect(metrics.sentences).toBe(2);
    expect(findings).toEqual([]);
  });

  it('gives passive findings UTF-16 offsets into the whole text', () => {
    const text = '😀 Hello. The report was written by me.';
    const { findings, metrics } = analyseText(text, 'en');
    const passive = findings.find((f) => f.kind === 'passive');
    expect(passive && text.slice(passive.start, passive.end)).toBe('was written');
    expect(passive).toMatchObject({ messageKey: 'editor.checks.passive', params: { phrase: 'was written' } });
    expect(metrics.passiveSentences).toBe(1);
  });

  it('counts characters per sentence for Chinese, with no score, and flags a sentence over 60 characters', () => {
    const long = '我'.repeat(61) + '。';
    const { metrics, findings } = analyseText(`我们今天去学校。${long}`, 'zh');
    expect(metrics).toMatchObject({ sentences: 2, characters: 68, charactersPerSentence: 34, readability: null, syllables: null, longSentences: 1 });
    expect(findings).toEqual([expect.objectContaining({ kind: 'longSentence', messageKey: 'editor.checks.longSentenceCharacters', params: { characters: 61 } })]);
  });

  it('rates French, Spanish and German texts', () => {
    expect(analyseText('Le chat dort sur le lit. Il fait beau.', 'fr').metrics.readability?.formula).toBe('kandelMoles');
    expect(analyseText('El gato duerme en la cama.', 'es').metrics.readability?.formula).toBe('szigrisztPazos');
    const german = analyseText('Die Regierung hat das Gesetz beschlossen. Es wurde gestern veröffentlicht.', 'de').metrics;
    expect(german).toMatchObject({ sentences: 2, words: 10, passiveSentences: 1 });
    expect(german.readability?.formula).toBe('amstad');
  });

  it('answers an empty text with zeros and no score', () => {
    expect(analyseText('', 'en').metrics).toMatchObject({ sentences: 0, words: 0, wordsPerSentence: 0, readability: null });
  });
});
