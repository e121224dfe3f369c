import { describe, expect, it } from 'vitest';
import { createGroundedCleaner, flagUnverifiedQuotes, removedCitationsNote, unverifiedQuoteFlag } from './grounded-check.ts';

const passages = [
  { id: 'p1', key: 'okafor2021', page: 4, text: 'Nuclear generation caused fewer deaths per unit of electricity than coal in every decade studied.' },
  { id: 'p2', key: 'lee2019', page: null, text: 'Waste storage remains the largest open question.' },
];

function run(pieces: readonly string[], academic = false): string {
  const cleaner = createGroundedCleaner({ passages, academic });
  return pieces.map((p) => cleaner.push(p)).join('') + cleaner.end();
}

describe("a model's draft from an outline", () => {
  it('keeps citations of the passages sent and quotations they hold', () => {
    const text = '# T\n\n"fewer deaths per unit of electricity than coal" [@okafor2021, p. 4]. Storage is open [@lee2019].\n';
    expect(run([text.slice(0, 20), text.slice(20)])).toBe(text);
  });

  it('removes a citation of a key that was not sent, and says so at the end', () => {
    const out = run(['# T\n\nA claim [@ghost1999]. Another [@okafor2021; @invented].\n\n', 'More text.']);
    expect(out).not.toMatch(/ghost1999\]|@invented/);
    expect(out).toContain('Another [@okafor2021].');
    expect(out.trimEnd().endsWith(removedCitationsNote(['ghost1999', 'invented']))).toBe(true);
  });

  it('flags a quotation its cited source does not hold, and only that one', () => {
    const block = 'As one study says, "nuclear is perfectly safe in every way" [@okafor2021]. "Waste storage remains the largest open question" [@lee2019].';
    const out = flagUnverifiedQuotes(block, new Map([['okafor2021', [passages[0]!.text]], ['lee2019', [passages[1]!.text]]]));
    expect(out).toBe(`As one study says, "nuclear is perfectly safe in every way" ${unverifiedQuoteFlag} [@okafor2021]. "Waste storage remains the largest open question" [@lee2019].`);
  });

  it('in a paper also drops a reference list the model wrote', () => {
    const out = run(['# T\n\nClaim [@okafor2021].\n\n## References\n\nOkafor, N. (2021). Deaths.\n'], true);
    expect(out).not.toMatch(/References|Okafor, N\./);
    expect(out).toContain('Claim [@okafor2021].');
  });
});
