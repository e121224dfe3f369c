import { describe, expect, it } from 'vitest';
import { outlineLimits, outlineSchema, type Outline } from '../../../shared/outline.ts';
import {
  addedSectionId,
  chosenSources,
  editableOutline,
  focusAfterRemove,
  notesFromText,
  notesProblem,
  outlineFieldOf,
  outlineInput,
  outlineReducer,
  type EditableOutline,
} from './outline-editing.ts';

const planned: Outline = outlineSchema.parse({
  title: 'Later school start times',
  thesis: 'Schools should start later.',
  sections: [
    { id: 's1', role: 'introduction', heading: 'Introduction', purpose: 'State the thesis.', questions: ['Why does it matter?'] },
    { id: 's2', role: 'body', heading: 'Sleep', questions: ['What do studies show?'], notes: ['Teens need 8–10 hours'] },
    { id: 's3', role: 'body', heading: 'Grades', sources: ['smith2020'] },
    { id: 's4', role: 'conclusion', heading: 'Conclusion' },
  ],
});

const start = (): EditableOutline => editableOutline(planned);
const headings = (o: EditableOutline | null) => o?.sections.map((s) => s.heading);

describe('notes typed one a line', () => {
  it('become one note per line, list markers and blank lines dropped, text kept as typed', () => {
    expect(notesFromText('- First claim\n\n  * 42% of students  \n• A quote: "sleep is - vital"\n3. Third\n12) Twelfth\n\r\n')).toEqual([
      'First claim',
      '42% of students',
      'A quote: "sleep is - vital"',
      'Third',
      'Twelfth',
    ]);
    expect(notesFromText('   \n\n')).toEqual([]);
    // A hyphen inside a note, or a number that is not a list marker, stays.
    expect(notesFromText('2020 was the year\n-5 degrees')).toEqual(['2020 was the year', '-5 degrees']);
  });

  it('are refused past the limits the server enforces, before anything is sent', () => {
    expect(notesProblem('a\nb')).toBeNull();
    expect(notesProblem(Array.from({ length: outlineLimits.notes + 1 }, (_, i) => `note ${i}`).join('\n'))).toBe('outline.tooManyNotes');
    expect(notesProblem(Array.from({ length: outlineLimits.notes }, (_, i) => `note ${i}`).join('\n\n'))).toBeNull();
    expect(notesProblem('x'.repeat(outlineLimits.note + 1))).toBe('essay.outline.noteTooLong');
  });
});

describe('the outline as sent', () => {
  it('round-trips a planned outline, and the server schema accepts what the editor sends', () => {
    const input = outlineInput(start());
    expect(outlineSchema.parse(input)).toEqual(planned);
  });

  it('trims the title, thesis and headings and splits the notes', () => {
    let o = start();
    o = outlineReducer(o, { type: 'thesis', value: '  Start at 9.  ' })!;
    o = outlineReducer(o, { type: 'heading', id: 's2', value: ' Sleep science ' })!;
    o = outlineReducer(o, { type: 'notes', id: 's3', value: 'GPA rose 0.2\n\n- Fewer absences' })!;
    const input = outlineInput(o);
    expect(input.thesis).toBe('Start at 9.');
    expect(input.sections[1]!.heading).toBe('Sleep science');
    expect(input.sections[2]!.notes).toEqual(['GPA rose 0.2', 'Fewer absences']);
    expect(chosenSources(outlineReducer(o, { type: 'sources', id: 's1', value: ['lee2019', 'smith2020'] })!)).toEqual(['lee2019', 'smith2020']);
  });
});

describe('editing the sections', () => {
  it('adds a body section before the conclusion, with a fresh id, up to the limit', () => {
    const before = start();
    const after = outlineReducer(before, { type: 'add', heading: 'New section' })!;
    expect(headings(after)).toEqual(['Introduction', 'Sleep', 'Grades', 'New section', 'Conclusion']);
    const id = addedSectionId(before, after)!;
    expect(before.sections.map((s) => s.id)).not.toContain(id);
    expect(after.sections[3]).toMatchObject({ id, role: 'body', notes: '', sources: [], questions: [] });

    let full: EditableOutline = after;
    while (full.sections.length < outlineLimits.sections) full = outlineReducer(full, { type: 'add', heading: 'More' })!;
    expect(outlineReducer(full, { type: 'add', heading: 'One too many' })).toBe(full);
    expect(new Set(full.sections.map((s) => s.id)).size).toBe(outlineLimits.sections);
  });

  it('adds at the end when no conclusion closes the outline', () => {
    const noConclusion = outlineReducer(start(), { type: 'remove', id: 's4' })!;
    expect(headings(outlineReducer(noConclusion, { type: 'add', heading: 'Last' }))).toEqual(['Introduction', 'Sleep', 'Grades', 'Last']);
  });

  it('moves a section up or down one place, and not past either end', () => {
    const o = start();
    expect(headings(outlineReducer(o, { type: 'move', id: 's3', by: -1 }))).toEqual(['Introduction', 'Grades', 'Sleep', 'Conclusion']);
    expect(headings(outlineReducer(o, { type: 'move', id: 's1', by: 1 }))).toEqual(['Sleep', 'Introduction', 'Grades', 'Conclusion']);
    expect(outlineReducer(o, { type: 'move', id: 's1', by: -1 })).toBe(o);
    expect(outlineReducer(o, { type: 'move', id: 's4', by: 1 })).toBe(o);
    // The notes travel with their section.
    const moved = outlineReducer(o, { type: 'move', id: 's2', by: 1 })!;
    expect(moved.sections[2]).toMatchObject({ id: 's2', notes: 'Teens need 8–10 hours' });
  });

  it('removes a section but never the last one; the focus goes to the next section, or to Add section after the last', () => {
    const o = start();
    expect(headings(outlineReducer(o, { type: 'remove', id: 's2' }))).toEqual(['Introduction', 'Grades', 'Conclusion']);
    expect(focusAfterRemove(o.sections, 's2')).toBe('s3');
    expect(focusAfterRemove(o.sections, 's4')).toBeNull();
    let one: EditableOutline = o;
    for (const id of ['s1', 's2', 's3']) one = outlineReducer(one, { type: 'remove', id })!;
    expect(headings(one)).toEqual(['Conclusion']);
    expect(outlineReducer(one, { type: 'remove', id: 's4' })).toBe(one);
  });

  it('edits only the section named, caps its sources, and loads or clears the whole outline', () => {
    const o = outlineReducer(start(), { type: 'heading', id: 's2', value: 'Sleep and health' })!;
    expect(headings(o)).toEqual(['Introduction', 'Sleep and health', 'Grades', 'Conclusion']);
    const many = Array.from({ length: outlineLimits.sources + 5 }, (_, i) => `key${i}`);
    expect(outlineReducer(o, { type: 'sources', id: 's1', value: many })!.sections[0]!.sources).toHaveLength(outlineLimits.sources);
    expect(outlineReducer(o, { type: 'load', outline: null })).toBeNull();
    expect(outlineReducer(null, { type: 'thesis', value: 'x' })).toBeNull();
    expect(outlineReducer(null, { type: 'load', outline: planned })).toEqual(start());
  });
});

describe('a server validation error on the outline', () => {
  const sent = [{ id: 's1' }, { id: 's2' }];
  it('names the field on screen it belongs to', () => {
    expect(outlineFieldOf('outline.thesis', sent)).toBe('thesis');
    expect(outlineFieldOf('outline.title', sent)).toBe('title');
    expect(outlineFieldOf('outline.sections.1.heading', sent)).toBe('s2.heading');
    expect(outlineFieldOf('outline.sections.0.notes.7', sent)).toBe('s1.notes');
    expect(outlineFieldOf('outline.sections.1.sources.0', sent)).toBe('s2.sources');
  });

  it('names none for anything else (the alert at the top says it)', () => {
    for (const field of [undefined, 'topic', 'outline', 'outline.sections', 'outline.sections.5.heading', 'outline.sections.0.questions.1']) {
      expect(outlineFieldOf(field, sent)).toBeNull();
    }
  });
});
