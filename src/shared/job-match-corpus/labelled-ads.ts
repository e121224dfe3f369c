import { dataAds } from './data.ts';
import { hospitalityAds } from './hospitality.ts';
import { marketingAds } from './marketing.ts';
import { nursingAds } from './nursing.ts';
import { officeAds } from './office.ts';
import { otherLanguageAds } from './other-languages.ts';
import { researchAds } from './research.ts';
import { softwareAds } from './software.ts';
import { teachingAds } from './teaching.ts';
import { tradesAds } from './trades.ts';
import type { LabelledAd } from './types.ts';

/** Every hand-labelled job ad, English field by field, then the other languages. */
export const labelledAds: LabelledAd[] = [
  ...dataAds,
  ...softwareAds,
  ...teachingAds,
  ...nursingAds,
  ...marketingAds,
  ...hospitalityAds,
  ...tradesAds,
  ...researchAds,
  ...officeAds,
  ...otherLanguageAds,
];
