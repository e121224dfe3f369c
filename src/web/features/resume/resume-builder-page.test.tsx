import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled } from '../../testing/states.ts';
import { ResumeBuilderPage } from './resume-builder-page.tsx';

const required = 'This field is required';

/** Opens the builder on a stored resume with `data`, as /resume-builder?document=… does; nothing is edited, so nothing is saved. */
const documentId = '00000000-0000-4000-8000-0000000000aa';
async function openBuilder(data: Record<string, unknown>) {
  const id = documentId;
  const doc: DocumentRecord = { id, type: 'resume', title: 'A resume', preview: '', content: '', data, language: null, createdAt: '2026-12-01T00:00:00.000Z', updatedAt: '2026-12-01T00:00:00.000Z' };
  answer(`GET /api/documents/${id}`, { json: doc });
  answer(`PATCH /api/documents/${id}`, ({ body }) => ({ json: { ...doc, ...(body as object) } }));
  answer('GET /api/settings', { json: defaultSettings });
  answer('GET /api/auth/get-session', { json: { session: { id: 's1', userId: 'u1' }, user: { id: 'u1', email: 'ada@example.com', name: '' } } });
  answer('GET /api/generate', {
    json: { provider: 'offline', saveHistory: true, quota: { plan: 'free', used: 0, limit: 20, resetsAt: '2026-12-02T00:00:00.000Z' }, aiActions: false, userModels: 'off' },
  });
  // The drawn page; what it shows is the browser tests' business (e2e/resume-rendering.e2e.ts).
  answer('POST /api/resume/preview', { body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml' });
  const view = renderScreen(<ResumeBuilderPage />, { path: `/resume-builder?document=${id}` });
  await screen.findByRole('textbox', { name: 'Resume name' });
  return view;
}

const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Resume sections' })).getByRole('tab', { name });
const entry = (name: string) => screen.getByRole('group', { name });
const company = (name: string) => within(entry(name)).getByRole('textbox', { name: /^Company\/Organization\s*\*?$/ }) as HTMLInputElement;

/** The required message of a field as assistive technology gets it: marked invalid, the message linked to it. */
function requiredMessage(control: HTMLElement): string | null {
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
  if (control.getAttribute('aria-invalid') !== 'true') {
    expect(described).not.toContain(required);
    return null;
  }
  return described;
}

/** The resume data of the last save the builder sent, once it has sent one that passes `check`. */
async function lastSaved(check: (data: ResumeData) => void): Promise<ResumeData> {
  let data: ResumeData = {};
  await waitFor(
    () => {
      const saves = requestsTo(`PATCH /api/documents/${documentId}`);
      data = ((saves.at(-1)?.body ?? {}) as { data?: ResumeData }).data ?? {};
      check(data);
    },
    { timeout: 8_000 },
  );
  return data;
}

const panel = (name: string) => screen.getByRole('tabpanel', { name });
const field = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name: new RegExp(`^${name.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`) }) as HTMLInputElement;
const dateGroup = (scope: HTMLElement, name: string) => within(scope).getByRole('group', { name });
const month = (scope: HTMLElement, name: string) => within(dateGroup(scope, name)).getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
const year = (scope: HTMLElement, name: string) => within(dateGroup(scope, name)).getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
const dateShown = (scope: HTMLElement, name: string) =>
  [month(scope, name), year(scope, name)].map((select) => (select.value ? select.selectedOptions[0]?.textContent : '')).filter(Boolean).join(' ');

describe('the resume builder', () => {
  it('a required message stays with its entry when the entries are moved', async () => {
    const { user } = await openBuilder({ experience: [{ company: '', position: '' }, { company: 'NASA', position: 'Engineer' }] });
    await user.click(tab('Experience'));
    await user.click(company('Experience 1'));
    await user.tab();
    await waitFor(() => expect(requiredMessage(company('Experience 1'))).toBe(required));
    await user.click(within(entry('Experience 1')).getByRole('button', { name: 'Move Experience 1 down' }));
    // The empty company the user skipped is now the second entry.
    await waitFor(() => expect(company('Experience 2').value).toBe(''));
    expect(requiredMessage(company('Experience 2'))).toBe(required);
    expect(requiredMessage(company('Experience 1'))).toBeNull();
  });

  it('each entry is a group named after its legend, so a screen reader says which entry a field belongs to', async () => {
    const { user } = await openBuilder({
      experience: [{ company: 'A', position: 'B' }, { company: 'C', position: 'D' }],
      skills: [{ name: 'Algorithms', level: 5 }, { name: 'Translation', level: 4 }, { name: 'Poetry', level: 1 }],
    });
    await user.click(tab('Experience'));
    expect(screen.getAllByRole('group', { name: 'Experience 2' })).toHaveLength(1);
    await user.click(tab('Skills'));
    expect(screen.getAllByRole('group', { name: 'Skill 3' })).toHaveLength(1);
  });

  it('the section tabs work from the keyboard: arrow keys, Home and End; Tab leaves for the panel, then its first field', async () => {
    const { user } = await openBuilder({ personalInfo: { fullName: 'Ada Lovelace' } });
    /** Presses `key` on the tab list; the tab it lands on gets the focus and shows its panel. */
    const press = async (key: string, lands: string) => {
      await user.keyboard(key);
      await waitFor(() => expect(document.activeElement).toBe(tab(lands)));
      expect(tab(lands).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tabpanel', { name: lands })).toBeTruthy();
    };
    tab('Personal').focus();
    await press('{ArrowRight}', 'Summary');
    await press('{ArrowRight}', 'Experience');
    await press('{End}', 'Arrange');
    await press('{ArrowRight}', 'Personal');
    await press('{ArrowLeft}', 'Arrange');
    await press('{Home}', 'Personal');
    await press('{ArrowRight}', 'Summary');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Summary' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Professional summary/ }));
  });

  it('required fields, input types, adding and removing entries, "I currently work here", and moving entries', { timeout: 60_000 }, async () => {
    const { user } = await openBuilder({});
    /** Leaves a field with Tab without typing in it, as a user skipping it does. */
    const skip = async (control: HTMLElement) => {
      control.focus();
      await user.tab();
    };
    /** Puts `text` in a field in one input event, as pasting (or the browser tests' fill) does. */
    const fill = async (control: HTMLElement, text: string) => {
      await user.clear(control);
      await user.paste(text);
    };

    const personal = panel('Personal');
    expect(['Full Name', 'Email', 'Phone', 'LinkedIn', 'Website'].map((name) => field(personal, name).type)).toEqual(['text', 'email', 'tel', 'url', 'url']);
    // Nothing is said before the user has been in a field.
    expect(screen.queryAllByText(required)).toHaveLength(0);
    await skip(field(personal, 'Full Name'));
    await skip(field(personal, 'Email'));
    await skip(field(personal, 'Phone'));
    expect(requiredMessage(field(personal, 'Full Name'))).toBe(required);
    expect(requiredMessage(field(personal, 'Email'))).toBe(required);
    expect(requiredMessage(field(personal, 'Phone'))).toBeNull();
    expect(within(personal).getAllByText(required)).toHaveLength(2);
    // Spaces are not a name.
    await fill(field(personal, 'Full Name'), '   ');
    expect(requiredMessage(field(personal, 'Full Name'))).toBe(required);
    await fill(field(personal, 'Full Name'), 'Katherine Johnson');
    expect(requiredMessage(field(personal, 'Full Name'))).toBeNull();
    expect(requiredMessage(field(personal, 'Email'))).toBe(required);

    await user.click(tab('Experience'));
    const experience = panel('Experience');
    const first = () => entry('Experience 1');
    const second = () => entry('Experience 2');
    await skip(field(first(), 'Company/Organization'));
    await skip(field(first(), 'Position/Title'));
    expect(requiredMessage(field(first(), 'Company/Organization'))).toBe(required);
    expect(requiredMessage(field(first(), 'Position/Title'))).toBe(required);
    expect(requiredMessage(field(first(), 'Location'))).toBeNull();
    // The last entry cannot be removed, nor moved.
    expect(within(experience).queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    expect(isDisabled(within(first()).getByRole('button', { name: 'Move Experience 1 up' }))).toBe(true);
    expect(isDisabled(within(first()).getByRole('button', { name: 'Move Experience 1 down' }))).toBe(true);

    await fill(field(first(), 'Company/Organization'), 'NACA');
    await fill(field(first(), 'Position/Title'), 'Computer');
    expect(within(experience).queryAllByText(required)).toHaveLength(0);
    await user.click(within(experience).getByRole('button', { name: 'Add experience' }));
    await fill(field(second(), 'Company/Organization'), 'NASA');
    await fill(field(second(), 'Position/Title'), 'Aerospace Technologist');
    expect(within(experience).getAllByRole('button', { name: /^Remove / }).map((button) => button.textContent)).toEqual(['Remove', 'Remove']);
    expect(within(first()).getByRole('button', { name: 'Remove Experience 1' })).toBeTruthy();
    expect(within(second()).getByRole('button', { name: 'Remove Experience 2' })).toBeTruthy();
    expect(isDisabled(within(first()).getByRole('button', { name: 'Move Experience 1 up' }))).toBe(true);
    expect(isDisabled(within(first()).getByRole('button', { name: 'Move Experience 1 down' }))).toBe(false);
    expect(isDisabled(within(second()).getByRole('button', { name: 'Move Experience 2 down' }))).toBe(true);

    // 'I currently work here' turns End date off; turning it back on brings the date back.
    const current = () => within(second()).getByRole('checkbox', { name: 'I currently work here' });
    await user.selectOptions(month(second(), 'End date'), 'June');
    await user.selectOptions(year(second(), 'End date'), '2019');
    await user.click(current());
    expect(isDisabled(month(second(), 'End date'))).toBe(true);
    expect(isDisabled(year(second(), 'End date'))).toBe(true);
    expect(dateShown(second(), 'End date')).toBe('');
    expect(isDisabled(year(first(), 'End date'))).toBe(false);
    await user.click(current());
    expect(isDisabled(year(second(), 'End date'))).toBe(false);
    expect(dateShown(second(), 'End date')).toBe('June 2019');
    await user.click(current());
    // The date the check turned off is still in the draft, as YYYY-MM.
    const companies = (data: ResumeData) => data.experience?.map((e) => [e.company, Boolean(e.current)]);
    const saved = await lastSaved((data) => expect(companies(data)).toEqual([['NACA', false], ['NASA', true]]));
    expect(saved.experience?.[1]?.endDate).toBe('2019-06');

    // Moving: the form and the saved order follow, each entry with its own fields.
    await user.click(within(first()).getByRole('button', { name: 'Move Experience 1 down' }));
    expect(field(entry('Experience 1'), 'Company/Organization').value).toBe('NASA');
    expect((within(entry('Experience 1')).getByRole('checkbox', { name: 'I currently work here' }) as HTMLInputElement).checked).toBe(true);
    expect(field(entry('Experience 2'), 'Company/Organization').value).toBe('NACA');
    await lastSaved((data) => expect(companies(data)).toEqual([['NASA', true], ['NACA', false]]));
    await user.click(within(entry('Experience 2')).getByRole('button', { name: 'Move Experience 2 up' }));
    expect(field(entry('Experience 1'), 'Company/Organization').value).toBe('NACA');
    await lastSaved((data) => expect(companies(data)).toEqual([['NACA', false], ['NASA', true]]));

    await user.click(within(entry('Experience 1')).getByRole('button', { name: 'Remove Experience 1' }));
    expect(field(entry('Experience 1'), 'Company/Organization').value).toBe('NASA');
    expect(screen.queryByRole('group', { name: 'Experience 2' })).toBeNull();
    expect(within(experience).queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    await lastSaved((data) => expect(companies(data)).toEqual([['NASA', true]]));

    await user.click(tab('Education'));
    const education = panel('Education');
    await skip(field(education, 'Institution'));
    await skip(field(education, 'Degree'));
    expect(requiredMessage(field(education, 'Institution'))).toBe(required);
    expect(requiredMessage(field(education, 'Degree'))).toBe(required);
    expect(requiredMessage(field(education, 'Field of study'))).toBeNull();
    expect(within(education).queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    await fill(field(education, 'Institution'), 'West Virginia State College');
    await fill(field(education, 'Degree'), 'B.S. Mathematics');
    expect(within(education).queryAllByText(required)).toHaveLength(0);

    // Skills start at Advanced.
    await user.click(tab('Skills'));
    const skills = panel('Skills');
    const level = (name: string) => within(entry(name)).getByRole('combobox', { name: 'Level' }) as HTMLSelectElement;
    expect([...level('Skill 1').options].map((option) => option.textContent)).toEqual(['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master']);
    expect(level('Skill 1').selectedOptions[0]?.textContent).toBe('Advanced');
    await fill(field(entry('Skill 1'), 'Skill'), 'Orbital mechanics');
    await user.selectOptions(level('Skill 1'), 'Master');
    await user.click(within(skills).getByRole('button', { name: 'Add skill' }));
    expect(level('Skill 2').selectedOptions[0]?.textContent).toBe('Advanced');
    await fill(field(entry('Skill 2'), 'Skill'), 'FORTRAN');
    const last = await lastSaved((data) => expect(data.skills?.map((s) => [s.name, s.level])).toEqual([['Orbital mechanics', 5], ['FORTRAN', 3]]));
    expect(last.education?.map((e) => [e.institution, e.degree])).toEqual([['West Virginia State College', 'B.S. Mathematics']]);
    // Missing required fields do not stop a draft from being saved.
    expect(last.personalInfo).toMatchObject({ fullName: 'Katherine Johnson', email: '' });
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent === 'Saved')).toBe(true), { timeout: 8_000 });
  });
});
