import { describe, expect, it } from 'vitest';
import { toDraft } from '../resume-form.ts';
import { fieldTarget, lineStart, parseResumePath } from './field-target.ts';

const draft = {
  ...toDraft({
    personalInfo: { fullName: 'Sam Rivera' },
    experience: [
      { company: 'Acme', description: '- Led a team\n- Built a tool' },
      { company: 'Globex', startDate: '2019-01' },
    ],
    skills: [{ name: 'SQL' }],
    projects: [{ name: 'Atlas' }],
    custom: { title: 'Talks', entries: [{ title: 'PyCon' }] },
  }),
};
const [acme, globex] = draft.experience;

describe('where a check’s path leads in the builder', () => {
  it('an entry’s field by the entry’s id, whatever its place', () => {
    expect(fieldTarget(draft, ['experience', 1, 'startDate'])).toEqual({ tab: 'experience', id: `resume-field-experience-${globex!.id}-startDate` });
    expect(fieldTarget(draft, ['experience', 0, 'description'])).toEqual({ tab: 'experience', id: `resume-field-experience-${acme!.id}-description` });
    expect(fieldTarget(draft, parseResumePath('skills.0.name'))).toEqual({ tab: 'skills', id: `resume-field-skills-${draft.skills[0]!.id}-name` });
  });

  it('contact details and the summary to their own fields, on the Personal and Summary tabs', () => {
    expect(fieldTarget(draft, ['personalInfo', 'email'])).toEqual({ tab: 'personal', id: 'resume-field-personalInfo-email' });
    expect(fieldTarget(draft, ['personalInfo'])).toEqual({ tab: 'personal', id: 'resume-field-personalInfo-fullName' });
    expect(fieldTarget(draft, ['summary'])).toEqual({ tab: 'summary', id: 'resume-field-summary' });
  });

  it('a whole section, or an entry removed since the check, to the section’s first field', () => {
    expect(fieldTarget(draft, ['experience'])).toEqual({ tab: 'experience', id: `resume-field-experience-${acme!.id}-company` });
    expect(fieldTarget(draft, ['experience', 7, 'description'])).toEqual({ tab: 'experience', id: `resume-field-experience-${acme!.id}-company` });
    expect(fieldTarget(draft, ['projects'])).toEqual({ tab: 'projects', id: `resume-field-projects-${draft.projects![0]!.id}-name` });
  });

  it('the custom section’s title, or an entry under custom.entries', () => {
    expect(fieldTarget(draft, ['custom'])).toEqual({ tab: 'custom', id: 'resume-field-custom-title' });
    expect(fieldTarget(draft, ['custom', 'entries', 0, 'title'])).toEqual({ tab: 'custom', id: `resume-field-custom-${draft.custom!.entries![0]!.id}-title` });
  });

  it('nothing for the resume as a whole or a section it does not have', () => {
    expect(fieldTarget(draft, [])).toBeNull();
    expect(fieldTarget(draft, ['awards', 0, 'title'])).toBeNull();
    expect(fieldTarget(draft, ['jobAd'])).toBeNull();
  });
});

describe('the ATS check’s field names', () => {
  it('are read as paths with numeric places', () => {
    expect(parseResumePath('experience.12.company')).toEqual(['experience', 12, 'company']);
    expect(parseResumePath('personalInfo.email')).toEqual(['personalInfo', 'email']);
  });
});

describe('the caret of a description’s line', () => {
  it('starts where the line starts; past the last line, at the end', () => {
    const text = '- Led a team\n- Built a tool\n- Cut costs';
    expect(lineStart(text, 0)).toBe(0);
    expect(lineStart(text, 1)).toBe(13);
    expect(text.slice(lineStart(text, 2))).toBe('- Cut costs');
    expect(lineStart(text, 9)).toBe(text.length);
  });
});
