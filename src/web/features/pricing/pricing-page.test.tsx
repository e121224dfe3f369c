import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { PricingPage } from './pricing-page.tsx';

describe('Pricing', () => {
  it('Free, Pro (Most Popular) and Enterprise, the trial, and the export formats per plan', async () => {
    answer('GET /api/auth/get-session', { json: null });
    renderScreen(<PricingPage />, { path: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeTruthy();
    expect(screen.getByText('All plans include a 14-day free trial.')).toBeTruthy();

    const plans = screen.getAllByRole('list')[0]!;
    expect(within(plans).getAllByRole('heading', { level: 2 }).map(textOf)).toEqual(['Free', 'Pro', 'Enterprise']);
    const plan = (name: string) => textOf(within(plans).getByRole('heading', { level: 2, name }).closest('li'));
    expect(plan('Free')).toContain('$0');
    expect(plan('Free')).toContain('forever');
    expect(plan('Pro')).toContain('$9.99');
    expect(plan('Pro')).toContain('per month');
    expect(plan('Pro')).toContain('Most Popular');
    expect(plan('Enterprise')).toContain('Custom');
    expect(plan('Enterprise')).toContain('per year');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);

    const table = screen.getByRole('table', { name: 'Export formats by plan' });
    expect(within(table).getAllByRole('columnheader').map(textOf)).toEqual(['Format', 'Free', 'Pro']);
    const rows = within(table).getAllByRole('row').slice(1).map((tr) => [...tr.querySelectorAll('th, td')].map(textOf));
    expect(rows).toEqual([
      ['PDF', 'Included', 'Included'],
      ['Word (DOCX)', 'Included', 'Included'],
      ['Plain text (TXT)', 'Included', 'Included'],
      ['Markdown (MD)', 'Included', 'Included'],
      ['Web page (HTML)', 'Pro only', 'Included'],
      ['Rich Text (RTF)', 'Pro only', 'Included'],
    ]);
  });
});
