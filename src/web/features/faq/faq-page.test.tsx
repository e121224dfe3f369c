import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { FaqPage } from './faq-page.tsx';

const questions = () => screen.getAllByRole('heading', { level: 2 }).flatMap((h) => (h.querySelector('button') ? [h.querySelector('button')!] : []));
const expanded = () => questions().filter((b) => b.getAttribute('aria-expanded') === 'true').map(textOf);

describe('FAQ', () => {
  it('six questions, one open at a time; Contact Support → /contact', async () => {
    const { user, router } = renderScreen(<FaqPage />, { path: '/faq', routes: [{ path: '/contact', element: <h1>Contact Us</h1> }] });
    expect(questions()).toHaveLength(6);
    expect(expanded()).toEqual([]);
    const [first, second] = questions() as [HTMLButtonElement, HTMLButtonElement];
    const firstName = textOf(first);
    const secondName = textOf(second);

    await user.click(first);
    expect(screen.getByRole('region', { name: firstName })).toBeTruthy();
    expect(expanded()).toEqual([firstName]);

    await user.click(second);
    expect(screen.getByRole('region', { name: secondName })).toBeTruthy();
    expect(screen.queryByRole('region', { name: firstName })).toBeNull();
    expect(expanded()).toEqual([secondName]);

    await user.click(screen.getByRole('link', { name: 'Contact Support' }));
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('works from the keyboard: Tab to a question, Enter and Space toggle it', async () => {
    const { user } = renderScreen(<FaqPage />, { path: '/faq' });
    const [first, second] = questions() as [HTMLButtonElement, HTMLButtonElement];
    for (let presses = 0; document.activeElement !== first; presses++) {
      expect(presses, 'the first question is reachable with Tab').toBeLessThanOrEqual(15);
      await user.tab();
    }
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(expanded()).toHaveLength(1);
    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(expanded()).toEqual([]);

    // Tab moves on to the next question (the closed answer holds no focusable element).
    await user.tab();
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([textOf(first)]);
  });
});
