import { describe, expect, it } from 'vitest';
import { resumeDataSchema, resumeProblems } from '../resume.ts';
import { labelledAds } from './labelled-ads.ts';
import { fields } from './types.ts';

// The corpus's own shape: the yardstick for the job-ad match must itself be sound.
describe('job-match corpus', () => {
  it('holds at least 24 ads, four of them in languages other than English', () => {
    expect(labelledAds.length).toBeGreaterThanOrEqual(24);
    expect(labelledAds.filter((ad) => ad.language !== 'en').length).toBeGreaterThanOrEqual(4);
    const languagesUsed = new Set(labelledAds.map((ad) => ad.language));
    for (const language of ['en', 'fr', 'de', 'es'] as const) expect(languagesUsed).toContain(language);
  });

  it('covers every field', () => {
    expect(new Set(labelledAds.map((ad) => ad.field))).toEqual(new Set(fields));
  });

  it('has no duplicate ids', () => {
    const ids = labelledAds.map((ad) => ad.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(labelledAds.map((ad) => [ad.id, ad] as const))('%s', (_id, ad) => {
    it('is an ad of 1,200–3,500 characters', () => {
      expect(ad.ad.length).toBeGreaterThanOrEqual(1200);
      expect(ad.ad.length).toBeLessThanOrEqual(3500);
    });

    it('has a resume the app accepts, written in the ad\'s language', () => {
      expect(resumeDataSchema.safeParse(ad.resume).error).toBeUndefined();
      // Finished, too: well-formed contact details, no entry ending before it starts.
      expect(resumeProblems(ad.resume)).toEqual([]);
      expect(ad.resume.language ?? 'en').toBe(ad.language);
    });

    it('has at least four requirements, some met and some not', () => {
      expect(ad.requirements.length).toBeGreaterThanOrEqual(4);
      expect(ad.requirements.some((r) => r.met)).toBe(true);
      expect(ad.requirements.some((r) => !r.met)).toBe(true);
    });

    it('names each requirement once, with non-empty aliases', () => {
      const names = ad.requirements.map((r) => r.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      for (const requirement of ad.requirements) {
        expect(requirement.name.trim()).not.toBe('');
        for (const alias of requirement.accept) expect(alias.trim()).not.toBe('');
      }
    });
  });
});
