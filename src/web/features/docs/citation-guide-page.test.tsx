import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { citationStyles } from '../../../shared/citation-styles.ts';
import en from '../../locales/en.json';
import { renderScreen } from '../../testing/render.tsx';
import { CitationGuidePage } from './citation-guide-page.tsx';

// The citation guide covers every style a paper can follow (the style
// profiles), in the order Academic Papers offers them: a link in its contents
// and a section with the style's examples.

describe('Citation guide', () => {
  it('has a section for every style, linked from its contents in the same order', () => {
    renderScreen(<CitationGuidePage />, { path: '/documentation/citation-guide' });
    const names = citationStyles.map((style) => en.academic.styles[style].name);
    const contents = screen.getByRole('navigation', { name: en.docs.citations.tocLabel });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...names, en.docs.citations.inkwell.title]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...citationStyles.map((style) => `#${style}`), '#inkwell']);
    for (const style of citationStyles) {
      const guide = en.docs.citations.styles[style];
      const section = screen.getByRole('region', { name: en.academic.styles[style].name });
      expect(section.id).toBe(style);
      expect(within(section).getByText(guide.edition)).toBeTruthy();
      for (const example of guide.inText) expect(within(section).getByText(example)).toBeTruthy();
    }
  });
});
