import { describe, expect, it } from 'vitest';
import { quoteOccursIn } from './quote-check.ts';

const source = `Coal remains the deadliest major source of electricity when air pollution is counted.
Nuclear generation caused fewer deaths per unit of electricity than coal in every decade studied — a “striking” result.`;

describe('quoteOccursIn', () => {
  it('finds a quotation across line breaks, curly quotes and case', () => {
    expect(quoteOccursIn('counted. nuclear generation caused', source)).toBe(true);
    expect(quoteOccursIn('a "striking" result', source)).toBe(true);
    expect(quoteOccursIn('"Coal remains the deadliest major source of electricity."', source)).toBe(true);
  });

  it('reads an ellipsis as a gap, its parts in order', () => {
    expect(quoteOccursIn('Coal remains … when air pollution is counted', source)).toBe(true);
    expect(quoteOccursIn('when air pollution is counted ... Coal remains', source)).toBe(false);
  });

  it('does not find words the source does not hold', () => {
    expect(quoteOccursIn('Nuclear is perfectly safe', source)).toBe(false);
    expect(quoteOccursIn('  ...  ', source)).toBe(false);
  });
});
