import { describe, expect, it } from 'vitest';
import { outlineLimits, outlineSchema, type Outline } from '../../../shared/outline.ts';
import {
  chosenSources,
  editableOutline,
  editableOutlineSchema,
  focusAfterRemove,
  newSection,
  notesFromText,
  notesProblem,
  outlineFieldOf,
  outlineInput,
  type EditableOutline,
  type EditableSection,
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
const headings = (sections: readonly EditableSection[]) => sections.map((s) => s.heading);
/** The sections once Add section has put the new one where it goes. */
function added(sections: EditableSection[], heading: string): EditableSection[] {
  const next = newSection(sections, heading)!;
  return [...sections.slice(0, next.at), next.section, ...sections.slice(next.at)];
}

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
    const o = start();
    o.thesis = '  Start at 9.  ';
    o.sections[1]!.heading = ' Sleep science ';
    o.sections[2]!.notes = 'GPA rose 0.2\n\n- Fewer absences';
    const input = outlineInput(o);
    expect(input.thesis).toBe('Start at 9.');
    expect(input.sections[1]!.heading).toBe('Sleep science');
    expect(input.sections[2]!.notes).toEqual(['GPA rose 0.2', 'Fewer absences']);
    o.sections[0]!.sources = ['lee2019', 'smith2020'];
    // Each key once, in the order the sections chose them.
    expect(chosenSources(o)).toEqual(['lee2019', 'smith2020']);
  });
});

describe('the outline form’s check', () => {
  const problems = (o: EditableOutline) => {
    const checked = editableOutlineSchema.safeParse(o);
    return checked.success ? [] : checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('passes a planned outline', () => {
    expect(problems(start())).toEqual([]);
  });

  it('refuses an emptied heading and notes past the limits, on the section’s field', () => {
    const o = start();
    o.sections[0]!.heading = '   ';
    o.sections[1]!.notes = Array.from({ length: outlineLimits.notes + 1 }, (_, i) => `note ${i}`).join('\n');
    o.sections[2]!.notes = 'x'.repeat(outlineLimits.note + 1);
    expect(problems(o)).toEqual(['sections.0.heading: outline.headingRequired', 'sections.1.notes: outline.tooManyNotes', 'sections.2.notes: essay.outline.noteTooLong']);
  });
});

describe('editing the sections', () => {
  it('adds a body section before the conclusion, with a fresh id, up to the limit', () => {
    const before = start().sections;
    const next = newSection(before, 'New section')!;
    expect(next.at).toBe(3);
    expect(before.map((s) => s.id)).not.toContain(next.section.id);
    expect(next.section).toMatchObject({ role: 'body', heading: 'New section', notes: '', sources: [], questions: [] });
    expect(headings(added(before, 'New section'))).toEqual(['Introduction', 'Sleep', 'Grades', 'New section', 'Conclusion']);

    let full = before;
    while (full.length < outlineLimits.sections) full = added(full, 'More');
    expect(newSection(full, 'One too many')).toBeNull();
    expect(new Set(full.map((s) => s.id)).size).toBe(outlineLimits.sections);
  });

  it('adds at the end when no conclusion closes the outline', () => {
    const noConclusion = start().sections.slice(0, 3);
    expect(headings(added(noConclusion, 'Last'))).toEqual(['Introduction', 'Sleep', 'Grades', 'Last']);
  });

  it('sends the focus, once a section is removed, to the next section, or to Add section after the last', () => {
    const o = start();
    expect(focusAfterRemove(o.sections, 's2')).toBe('s3');
    expect(focusAfterRemove(o.sections, 's4')).toBeNull();
  });

  it('loads a planned outline as the editor shows it', () => {
    expect(start().sections[1]).toEqual({ id: 's2', role: 'body', heading: 'Sleep', purpose: '', questions: ['What do studies show?'], notes: 'Teens need 8–10 hours', sources: [] });
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
