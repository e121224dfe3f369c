import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled, textOf } from '../../testing/states.ts';
import { Pager } from './pager.tsx';

// Previous and Next under a list the server sends a page at a time, as a
// keyboard user meets them: their names, where they stop, and the range line.

/** A list of `total` items, 100 a page, whose pager turns its own pages; every offset asked for is kept. */
function renderList({ total, busy = false, withRange = true }: { total: number; busy?: boolean; withRange?: boolean }) {
  const asked: number[] = [];
  function List() {
    const [offset, setOffset] = useState(0);
    const to = Math.min(offset + 100, total);
    return (
      <Pager
        label="Pages of your library"
        offset={offset}
        pageSize={100}
        total={total}
        busy={busy}
        range={withRange ? `${offset + 1}–${to} of ${total}` : undefined}
        onTurn={(next) => {
          asked.push(next);
          setOffset(next);
        }}
      />
    );
  }
  return { ...renderScreen(<List />), asked };
}

/** The pager's text between its two buttons. */
const rangeOf = (pages: HTMLElement) =>
  [...pages.children]
    .filter((child) => child.tagName !== 'BUTTON')
    .map(textOf)
    .join(' ');

describe('Pager', () => {
  it('turns the pages from the keyboard, and each end’s button is disabled there but keeps its place in the tab order', async () => {
    const { user, asked } = renderList({ total: 250 });
    const pages = screen.getByRole('navigation', { name: 'Pages of your library' });
    const previous = within(pages).getByRole('button', { name: 'Previous page' });
    const next = within(pages).getByRole('button', { name: 'Next page' });
    expect(rangeOf(pages)).toBe('1–100 of 250');
    expect(isDisabled(previous)).toBe(true);
    expect(isDisabled(next)).toBe(false);

    // Disabled, Previous is still reached by Tab; Enter on it asks for nothing.
    await user.tab();
    expect(document.activeElement).toBe(previous);
    await user.keyboard('{Enter}');
    expect(asked).toEqual([]);

    await user.tab();
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Enter}');
    expect(rangeOf(pages)).toBe('101–200 of 250');
    expect(isDisabled(previous)).toBe(false);
    await user.keyboard(' ');
    expect(rangeOf(pages)).toBe('201–250 of 250');
    // On the last page Next is disabled and keeps the focus; a further press asks for nothing.
    expect(isDisabled(next)).toBe(true);
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Enter}');

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(rangeOf(pages)).toBe('101–200 of 250');
    expect(asked).toEqual([100, 200, 100]);
  });

  it('shows no range line unless given one', () => {
    renderList({ total: 250, withRange: false });
    const pages = screen.getByRole('navigation', { name: 'Pages of your library' });
    expect(rangeOf(pages)).toBe('');
    expect(within(pages).getAllByRole('button').map(textOf)).toEqual(['Previous page', 'Next page']);
  });

  it('holds Next while a page is on its way', async () => {
    const { user, asked } = renderList({ total: 250, busy: true });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(isDisabled(next)).toBe(true);
    await user.click(next);
    expect(asked).toEqual([]);
  });

  it('is not there while one page holds the whole list', () => {
    renderList({ total: 100 });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
