import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultLanguage, initI18n } from '../../lib/i18n.ts';
import en from '../../locales/en.json';
import { MonthYearField } from './month-year-field.tsx';

beforeAll(async () => {
  await initI18n(defaultLanguage, en);
});

const render = (value: string) => renderToString(<MonthYearField label="Start date" value={value} onChange={() => undefined} />);
/** What the two selects show as chosen, by label (their empty choice reads "Month" / "Year"). */
const chosen = (html: string) => [...html.matchAll(/<option value="([^"]*)" selected="">([^<]*)<\/option>/g)].map((m) => m[2]);

describe('MonthYearField', () => {
  it('shows an earlier version’s readable free-text month as chosen, without a note', () => {
    const html = render('Mar 2019');
    expect(chosen(html)).toEqual(['March', '2019']);
    expect(html).not.toContain('Saved as');
  });

  it('keeps text it cannot read as a date and says so, with nothing chosen', () => {
    const html = render('Summer 2019');
    expect(chosen(html)).toEqual(['Month', 'Year']);
    expect(html).toContain('Saved as “Summer 2019”. Choose a month and year to replace it.');
  });

  it('shows a stored year without a month as the year alone', () => {
    expect(chosen(render('2014'))).toEqual(['Month', '2014']);
  });
});
