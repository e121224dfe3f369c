import { describe, expect, it } from 'vitest';
import { essayTones } from '../../../../shared/generation.ts';
import { composeEssay } from './essay-writer.ts';
import { mulberry32 } from './random.ts';
import { allBanks, fits, parseTemplate } from './template.ts';
import { analyseTopic } from './topic.ts';
import { renderEntry } from './voice.ts';

const contraction = /\b(?:\w+n't|it's|that's|there's|what's|here's|I'm|you're|we're|they're|I'll|you'll|we'll|let's|I've|you've|I'd|you'd)\b/i;
const withoutPlaceholders = (text: string) => text.replace(/\[[^\]]*\]/g, '');

describe('template language', () => {
  it('rejects a line a renderer could not fill', () => {
    expect(() => parseTemplate('About {T')).toThrow(/Unclosed/);
    expect(() => parseTemplate('{@only|three|alternatives}')).toThrow(/four alternatives/);
    expect(() => parseTemplate('{topic}')).toThrow(/Unknown token/);
  });

  it('renders tone, level and topic tokens', () => {
    const topic = analyseTopic('climate change policy');
    const render = (source: string, tone: (typeof essayTones)[number], level: number) =>
      renderEntry(parseTemplate(source), { tone, level, random: mulberry32(1), topic, refs: ['this issue'], style: 'APA' }, { nth: 'second', angle: 'fairness', topicUses: 0 });
    expect(render('{@It is|It is|It is|It is} clear that {T} matters{;}it does not go away.', 'informal', 1)).toBe("It's clear that climate change policy matters; it doesn't go away.");
    expect(render('It is clear{;}it does not go away.', 'formal', 0)).toBe('It is clear. It does not go away.');
    expect(render('This is {w:important}{3:, within a {w:framework}}.', 'academic', 3)).toBe('This is of considerable significance, within a conceptual framework.');
    expect(render('This is {w:important}{3:, within a {w:framework}}.', 'academic', 0)).toBe('This is important.');
    expect(render('In {style} style [do not contract this].', 'informal', 2)).toBe('In APA style [do not contract this].');
  });
});

describe('sentence banks', () => {
  it('every line reads as finished prose in every voice it is written for', () => {
    composeEssay({ topic: 'climate change policy', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate' }, 1); // loads every bank
    const topics = ['climate change policy', 'Should school start later?'].map(analyseTopic);
    let checked = 0;
    for (const bank of allBanks()) {
      for (const e of bank) {
        for (const tone of essayTones) {
          for (let level = 0; level < 4; level += 1) {
            if (!fits(e, tone, level)) continue;
            for (const topic of topics) {
              const text = renderEntry(e.template, { tone, level, random: mulberry32(level), topic, refs: ['this issue'], style: 'APA' }, { nth: 'second', angle: 'fairness', topicUses: 0 });
              const where = `${tone}/${level}: ${text}`;
              expect(text, where).toMatch(/^[A-Z[]/);
              expect(text, where).toMatch(/(?:[.?!]|[.?!]?\])$/);
              expect(text, where).not.toMatch(/\.\.|\s[.,;:]|,,|[{}]/);
              expect(withoutPlaceholders(text).replace(/\s+/g, ' '), where).not.toMatch(/[.?!] [a-z]/);
              if (tone !== 'informal') expect(text, where).not.toMatch(contraction);
              if (tone === 'academic' || tone === 'formal') expect(withoutPlaceholders(text), where).not.toMatch(/\b(?:you|your)\b/i);
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });
});

