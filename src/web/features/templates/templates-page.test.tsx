import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { TemplatesPage } from './templates-page.tsx';

// What a search matches (title or description, any case) is filter-templates.test.ts's;
// here: the box, the category buttons and the address working together.

const searchBox = () => screen.getByRole('searchbox', { name: 'Search templates' });
const categories = () => within(screen.getByRole('group', { name: 'Category' })).getAllByRole('button');
const category = (name: string) => within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name });
const pressed = () => categories().filter((b) => b.getAttribute('aria-pressed') === 'true').map(textOf);
const titles = () => screen.queryAllByRole('article').map((card) => textOf(card.querySelector('h2')));
const emptyTitle = 'No templates match your search';

function openTemplates(path = '/templates') {
  const view = renderScreen(<TemplatesPage />, { path, pattern: '/templates' });
  const query = () => Object.fromEntries(new URLSearchParams(view.router.state.location.search));
  return { ...view, query };
}

describe('templates', () => {
  it('search narrows the cards as typed, combines with the category, and lives in the URL', async () => {
    const { user, query } = openTemplates();
    const all = titles();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(pressed()).toEqual(['All']);

    // Typed key by key, as a person types: no keystroke may be lost while the URL follows the box.
    await user.type(searchBox(), 'RESUME');
    expect(searchBox()).toHaveProperty('value', 'RESUME');
    await waitFor(() => expect(query()).toEqual({ q: 'RESUME' }));
    expect(titles()).toEqual(expect.arrayContaining(['Professional Resume', 'Modern Resume', 'Creative Resume', 'Minimal Resume']));
    expect(titles().length).toBeLessThan(all.length);

    await user.clear(searchBox());
    await user.click(searchBox());
    await user.paste('report');
    await waitFor(() => expect(query()).toEqual({ q: 'report' }));
    expect(titles()).toEqual(expect.arrayContaining(['Lab Report', 'Meeting Report']));
    await user.click(category('Academic'));
    await waitFor(() => expect(pressed()).toEqual(['Academic']));
    expect(titles()).toEqual(['Lab Report']);
    expect(query()).toEqual({ q: 'report', category: 'academic' });

    await user.click(category('All'));
    await waitFor(() => expect(pressed()).toEqual(['All']));
    expect(query()).toEqual({ q: 'report' });
    expect(titles()).toEqual(expect.arrayContaining(['Lab Report', 'Meeting Report']));
  });

  it('opened with a search and a category in the URL, shows them (a reload keeps both)', () => {
    openTemplates('/templates?q=report&category=academic');
    expect(searchBox()).toHaveProperty('value', 'report');
    expect(pressed()).toEqual(['Academic']);
    expect(titles()).toEqual(['Lab Report']);
  });

  it('a search that matches nothing shows the empty state; emptying the box shows the category again', async () => {
    const { user, query } = openTemplates('/templates?category=resume');
    expect(pressed()).toEqual(['Resume']);
    const resumes = titles();
    expect(resumes.length).toBeGreaterThan(0);

    await user.click(searchBox());
    await user.paste('zzzz no such template');
    expect(await screen.findByRole('heading', { name: emptyTitle })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.clear(searchBox());
    await waitFor(() => expect(query()).toEqual({ category: 'resume' }));
    expect(titles()).toEqual(resumes);
    expect(screen.queryByRole('heading', { name: emptyTitle })).toBeNull();
  });

  it('the empty state clears the search and the category, and puts the focus in the box', async () => {
    const { user, query } = openTemplates('/templates?category=resume&q=zzzz');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(pressed()).toEqual(['All']));
    expect(query()).toEqual({});
    expect(searchBox()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(searchBox());
    expect(titles().length).toBeGreaterThanOrEqual(8);
  });
});
