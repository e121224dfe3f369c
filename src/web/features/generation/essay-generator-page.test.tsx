import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Outline } from '../../../shared/outline.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled } from '../../testing/states.ts';
import { EssayGeneratorPage } from './essay-generator-page.tsx';

// The Essay Generator's two forms (the topic and options, the outline) against
// stand-ins for the generation endpoints: what each checks before sending, where
// its messages go and where the keyboard goes, and the bodies sent. Streaming a
// draft is e2e/essay-generator.e2e.ts's.

const planned: Outline = {
  title: 'Phones in classrooms',
  thesis: '',
  sections: [
    { id: 's1', role: 'introduction', heading: 'Introduction', purpose: 'State the thesis.', questions: ['Why does it matter?'], notes: [], sources: [] },
    { id: 's2', role: 'body', heading: 'Attention', purpose: '', questions: [], notes: [], sources: [] },
    { id: 's3', role: 'conclusion', heading: 'Conclusion', purpose: '', questions: [], notes: [], sources: [] },
  ],
};

beforeEach(() => {
  answer('GET /api/settings', { json: defaultSettings });
  answer('GET /api/generate', { status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } });
  answer('POST /api/generate/outline', { json: { outline: planned, provider: 'offline' } });
});

const topic = () => screen.getByRole('textbox', { name: /^Topic/ });
const outline = () => screen.getByRole('region', { name: 'Outline' });
const section = (n: number) => within(outline()).getAllByRole('group', { name: /^Section \d+: / })[n - 1]!;

async function planOutline(text = 'Should schools ban phones?') {
  const view = renderScreen(<EssayGeneratorPage />, { path: '/essay-generator' });
  await view.user.type(topic(), text);
  await view.user.click(screen.getByRole('button', { name: 'Plan an outline' }));
  await screen.findByRole('region', { name: 'Outline' });
  return view;
}

describe('the topic', () => {
  it('under 3 characters is caught on the field, which takes the focus, without a request; editing it takes the message away', async () => {
    const { user } = renderScreen(<EssayGeneratorPage />, { path: '/essay-generator' });
    expect(isDisabled(screen.getByRole('button', { name: 'Generate Essay' }))).toBe(true);
    await user.type(topic(), 'AI');
    await user.click(screen.getByRole('button', { name: 'Generate Essay' }));
    expect(await screen.findByText('Enter at least 3 characters for the topic.')).toBeTruthy();
    expect(topic().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(topic()));
    await user.click(screen.getByRole('button', { name: 'Plan an outline' }));
    expect(requestsTo('POST /api/generate/essay')).toHaveLength(0);
    expect(requestsTo('POST /api/generate/outline')).toHaveLength(0);

    await user.type(topic(), ' i');
    expect(screen.queryByText('Enter at least 3 characters for the topic.')).toBeNull();
  });
});

describe('the outline', () => {
  it('is planned from the trimmed topic and the options, and takes the keyboard', async () => {
    const { user } = renderScreen(<EssayGeneratorPage />, { path: '/essay-generator' });
    await user.type(topic(), '  Should schools ban phones?  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Plan an outline' }));
    await screen.findByRole('region', { name: 'Outline' });
    expect(requestsTo('POST /api/generate/outline').map((r) => JSON.stringify(r.body))).toEqual([
      JSON.stringify({ topic: 'Should schools ban phones?', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate' }),
    ]);
    expect(document.activeElement).toBe(within(outline()).getByRole('heading', { name: 'Outline' }));
  });

  it('refuses an emptied heading and too many notes on their fields, focusing the first, without a request; the messages stay until the next Write draft', async () => {
    const { user } = await planOutline();
    const heading = within(section(2)).getByRole('textbox', { name: /^Heading/ });
    await user.clear(heading);
    const notes = within(section(3)).getByRole('textbox', { name: 'Your notes' });
    await user.click(notes);
    await user.paste(Array.from({ length: 41 }, (_, i) => `note ${i}`).join('\n'));
    await user.click(within(outline()).getByRole('button', { name: 'Write draft from outline' }));

    expect(await within(outline()).findByText('Give the section a heading.')).toBeTruthy();
    expect(within(outline()).getByText('A section holds at most 40 notes. Merge some, or split the section.')).toBeTruthy();
    expect(heading.getAttribute('aria-invalid')).toBe('true');
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(heading);
    expect(within(outline()).getByRole('group', { name: 'Section 2: Untitled section' })).toBeTruthy();
    expect(requestsTo('POST /api/generate/essay')).toHaveLength(0);

    await user.type(heading, 'Attention');
    expect(within(outline()).getByText('Give the section a heading.')).toBeTruthy();
  });

  it('sends the sections as edited, notes one a line, and puts the server’s refusal of a note on its field', async () => {
    answer('POST /api/generate/essay', { status: 400, json: { error: { code: 'validation_failed', message: 'This note is too long.', field: 'outline.sections.1.notes.0' } } });
    const { user } = await planOutline();
    await user.click(within(outline()).getByRole('button', { name: 'Move Attention up' }));
    // At the top Move up has nowhere to go: the keyboard moves on to Move down.
    expect(document.activeElement).toBe(within(outline()).getByRole('button', { name: 'Move Attention down' }));
    const notes = within(section(1)).getByRole('textbox', { name: 'Your notes' });
    await user.type(notes, '- phones distract{Enter}{Enter}- teachers confiscate them');
    await user.click(within(outline()).getByRole('button', { name: 'Add section' }));
    expect(document.activeElement).toBe(within(section(3)).getByRole('textbox', { name: /^Heading/ }));
    await user.click(within(outline()).getByRole('button', { name: 'Write draft from outline' }));

    await expect.poll(() => requestsTo('POST /api/generate/essay').length).toBe(1);
    expect(JSON.stringify(requestsTo('POST /api/generate/essay')[0]!.body)).toBe(
      JSON.stringify({
        topic: 'Should schools ban phones?',
        type: 'argumentative',
        tone: 'academic',
        length: 'medium',
        academicLevel: 'undergraduate',
        outline: {
          title: 'Phones in classrooms',
          thesis: '',
          sections: [
            { id: 's2', role: 'body', heading: 'Attention', purpose: '', questions: [], notes: ['phones distract', 'teachers confiscate them'], sources: [] },
            { id: 's1', role: 'introduction', heading: 'Introduction', purpose: 'State the thesis.', questions: ['Why does it matter?'], notes: [], sources: [] },
            { id: 's4', role: 'body', heading: 'New section', purpose: '', questions: [], notes: [], sources: [] },
            { id: 's3', role: 'conclusion', heading: 'Conclusion', purpose: '', questions: [], notes: [], sources: [] },
          ],
        },
      }),
    );
    // outline.sections.1 is the second section sent: Introduction, now second.
    expect(await within(section(2)).findByText('This note is too long.')).toBeTruthy();
    const refused = within(section(2)).getByRole('textbox', { name: 'Your notes' });
    expect(refused.getAttribute('aria-invalid')).toBe('true');
    // The focus moves in the effect that follows the message's render.
    await waitFor(() => expect(document.activeElement).toBe(refused));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
