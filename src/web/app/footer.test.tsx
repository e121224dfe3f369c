import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../testing/api-answers.ts';
import { renderScreen } from '../testing/render.tsx';
import { Footer } from './footer.tsx';

const internal = [
  ['/essay-generator', 'Essay Generator'],
  ['/resume-builder', 'Resume Builder'],
  ['/cover-letter', 'Cover Letter'],
  ['/academic-papers', 'Academic Papers'],
  ['/references', 'References'],
  ['/templates', 'Templates'],
  ['/documentation', 'Documentation'],
  ['/blog', 'Blog'],
  ['/support', 'Support'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
  ['/gdpr', 'GDPR'],
] as const;
const social = ['Inkwell on GitHub', 'Inkwell on X', 'Inkwell on LinkedIn'];

describe('footer', () => {
  it('links every product, resource and legal page, and three social profiles in new tabs', async () => {
    // The language picker asks who is signed in (a visitor here).
    answer('GET /api/auth/get-session', { json: null });
    const { user, router } = renderScreen(<Footer />, { routes: [{ path: '/privacy', element: <h1>Privacy Policy</h1> }] });
    const footer = screen.getByRole('contentinfo');

    for (const [href, name] of internal) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('href'), name).toBe(href);
      expect(link.getAttribute('target'), name).toBeNull();
    }

    expect(footer.querySelectorAll('a[target="_blank"]')).toHaveLength(3);
    for (const name of social) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('target'), name).toBe('_blank');
      expect(link.getAttribute('rel')?.split(/\s+/), name).toContain('noopener');
      expect(link.getAttribute('href'), name).toMatch(/^https:\/\//);
    }

    const allHrefs = within(footer).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(allHrefs.filter((h) => h?.startsWith('/')).sort()).toEqual(internal.map(([href]) => href).sort());

    await user.click(within(footer).getByRole('link', { name: 'Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
  });
});
