import { describe, expect, it } from 'vitest';
import { coverLetterRequestSchema, salutation } from './cover-letter.ts';

describe('salutation: the greeting by convention', () => {
  it('English: title and surname as typed, the name alone without a title, a neutral greeting without a name', () => {
    expect(salutation('Ms. Helen Okoro', 'en')).toBe('Dear Ms. Okoro,');
    expect(salutation('Ms Helen Okoro', 'en')).toBe('Dear Ms Okoro,');
    expect(salutation('Dr Helen Okoro', 'en')).toBe('Dear Dr Okoro,');
    expect(salutation('Mr. John Smith', 'en')).toBe('Dear Mr. Smith,');
    expect(salutation('Mx Sam Lee', 'en')).toBe('Dear Mx Lee,');
    expect(salutation('Dr. Ludwig van Beethoven', 'en')).toBe('Dear Dr. van Beethoven,');
    expect(salutation('Helen Okoro', 'en')).toBe('Dear Helen Okoro,');
    expect(salutation('  ', 'en')).toBe('Dear Hiring Manager,');
    expect(salutation(undefined, 'en')).toBe('Dear Hiring Manager,');
    // A title in another language maps to its English equivalent.
    expect(salutation('Frau Helen Okoro', 'en')).toBe('Dear Ms Okoro,');
  });

  it('French', () => {
    expect(salutation('Ms. Helen Okoro', 'fr')).toBe('Madame Okoro,');
    expect(salutation('Mr John Smith', 'fr')).toBe('Monsieur Smith,');
    expect(salutation('Madame Claire Dubois', 'fr')).toBe('Madame Dubois,');
    expect(salutation('', 'fr')).toBe('Madame, Monsieur,');
    expect(salutation('Helen Okoro', 'fr')).toBe('Bonjour Helen Okoro,');
  });

  it('German', () => {
    expect(salutation('Ms. Helen Okoro', 'de')).toBe('Sehr geehrte Frau Okoro,');
    expect(salutation('Mr. John Smith', 'de')).toBe('Sehr geehrter Herr Smith,');
    expect(salutation('Frau Dr. Anna Weber', 'de')).toBe('Sehr geehrte Frau Dr. Weber,');
    expect(salutation('Herr Dr. Ludwig van Beethoven', 'de')).toBe('Sehr geehrter Herr Dr. van Beethoven,');
    expect(salutation('', 'de')).toBe('Sehr geehrte Damen und Herren,');
  });

  it('Spanish', () => {
    expect(salutation('Ms. Helen Okoro', 'es')).toBe('Estimada Sra. Okoro:');
    expect(salutation('Mr John Smith', 'es')).toBe('Estimado Sr. Smith:');
    expect(salutation('Sra. Lucía García', 'es')).toBe('Estimada Sra. García:');
    expect(salutation('', 'es')).toBe('Estimados señores:');
  });

  it('Chinese', () => {
    expect(salutation('Ms. Helen Okoro', 'zh')).toBe('尊敬的Okoro女士：');
    expect(salutation('Mr. John Smith', 'zh')).toBe('尊敬的Smith先生：');
    expect(salutation('Dr Helen Okoro', 'zh')).toBe('尊敬的Okoro博士：');
    expect(salutation('', 'zh')).toBe('尊敬的招聘负责人：');
  });
});

describe('the cover-letter request', () => {
  it('defaults to a standard letter and checks the kinds’ fields', () => {
    expect(coverLetterRequestSchema.parse({ company: 'Acme', role: 'Analyst' }).kind).toBe('standard');
    expect(coverLetterRequestSchema.parse({ company: 'Acme', role: 'Analyst', kind: 'internship', availability: ' June–September 2027 ' }).availability).toBe('June–September 2027');
    expect(coverLetterRequestSchema.safeParse({ company: 'Acme', role: 'Analyst', kind: 'apprentice' }).success).toBe(false);
    expect(coverLetterRequestSchema.safeParse({ company: 'Acme', role: 'Analyst', changeReason: 'x'.repeat(501) }).success).toBe(false);
  });
});
