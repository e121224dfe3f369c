import { strFromU8, unzipSync } from 'fflate';
import { afterEach, expect, it } from 'vitest';
import { axeFindingsInEachLook, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, downloadBytes, draftFinished, field, pageSettled, pdfText, watchErrors } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// A student writes a cover letter from their resume and a job ad,
// edits it, and downloads it in the look of their resume.

const resume = {
  template: 'creative',
  personalInfo: { fullName: 'Jordan Lee', email: 'jordan.lee@example.com', phone: '+1 555-555-0142', location: 'Northgate, OH' },
  summary: 'History major experienced in processing manuscript collections and helping researchers in the reading room.',
  experience: [
    {
      company: 'Northgate State University Libraries',
      position: 'Student Assistant, Special Collections',
      startDate: '2025-09',
      current: true,
      description: '- Processed and described the records of a local labor union\n- Digitized photographs with consistent metadata\n- Helped researchers at the reading room desk',
    },
  ],
  education: [{ institution: 'Northgate State University', degree: 'Bachelor of Arts', fieldOfStudy: 'History', startDate: '2024', endDate: '2028' }],
  skills: [{ name: 'Archival processing and description' }, { name: 'Digitization and metadata' }, { name: 'Primary source research' }, { name: 'Microsoft Excel' }],
};

// Requirements the job-ad matcher names without doubt: one tool the resume
// lists (Excel) and one it does not (SQL).
const ad = `County Record Office — Archives Assistant
We are looking for an Archives Assistant to catalogue collections and digitize photographs for our searchroom.
Essential: Microsoft Excel. Desirable: SQL.`;

describeBrowser('the cover-letter generator', () => {
  it('writes a letter from a resume and a job ad, opens it in the editor, and downloads it as PDF and DOCX in the resume template’s look', async () => {
    const { context, page } = contexts.track(await newPage());
    const errors = watchErrors(page);
    await signInContext(context, await createUser());
    await createDocument(context, { type: 'resume', title: 'Archives resume', data: resume });

    await page.goto('/cover-letter');
    await pageSettled(page);
    await page.getByLabel('Resume', { exact: true }).selectOption({ label: 'Archives resume' });
    await field(page, 'Company').fill('County Record Office');
    await field(page, 'Role').fill('Archives Assistant');
    await field(page, 'Hiring manager (optional)').fill('Ms Alvarez');
    await page.getByLabel('Letter layout').selectOption('creative');
    await page.getByLabel('Tone').selectOption('formal');
    await page.getByRole('textbox', { name: /^Job advertisement/ }).fill(ad);

    // The match reads the ad against the chosen resume before anything is generated.
    await page.getByRole('region', { name: 'In your resume', exact: true }).getByText('Microsoft Excel', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Not in your resume yet', exact: true }).getByText('SQL', { exact: true }).waitFor();
    await page.getByText(/^[1-9]\d* of \d+ requirements met$/).waitFor();
    await page.getByRole('button', { name: 'Write Cover Letter' }).click();
    await page.getByText('Saved to History.').waitFor({ timeout: 30_000 });
    await draftFinished(page.getByRole('region', { name: 'Your cover letter' }));
    const letter = (await page.getByRole('article', { name: 'Cover letter' }).innerText()).replace(/\s+/g, ' ');
    // A named reader is greeted by name, and a formal letter to a named reader closes "Yours sincerely".
    expect(letter.startsWith('Dear Ms Alvarez,')).toBe(true);
    expect(letter).toMatch(/Yours sincerely, Jordan Lee$/);
    for (const fact of ['County Record Office', 'Archives Assistant', 'Northgate State University Libraries', 'Microsoft Excel']) expect(letter).toContain(fact);
    // Written by the applicant: in the first person, never about "the candidate".
    const body = letter.slice('Dear Ms Alvarez,'.length, letter.lastIndexOf('Yours sincerely,'));
    expect(body).toMatch(/^ ?I /);
    expect(body.match(/\bI\b/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(body).not.toMatch(/\b(the candidate|Jordan Lee|Jordan) (is|has|was)\b/);
    // The ad is answered, not quoted back.
    expect(letter).not.toMatch(/["“”]/);
    for (const line of ['catalogue collections and digitize photographs', 'for our searchroom', 'Essential:', 'Desirable:']) expect(letter).not.toContain(line);
    expect(letter).not.toContain('[');

    // Edited in the document editor, like any document.
    await page.getByRole('link', { name: 'Open in editor' }).click();
    await page.waitForURL(/\/documents\/[0-9a-f-]+\/edit$/);
    await pageSettled(page);
    const text = page.getByRole('textbox', { name: 'Document text (Markdown)' });
    await text.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n\nP.S. I can start on the first of June.');
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Download' }).click();
    const pdf = pdfText((await downloadBytes(page, page.getByRole('menu').getByRole('menuitem', { name: 'PDF' }))).bytes);
    // The creative resume's header: the name and the contact line, then the letter.
    expect(pdf).toMatch(/Jordan Lee[\s\S]*jordan\.lee@example\.com[\s\S]*Ms Alvarez[\s\S]*County Record Office[\s\S]*Re: Application for Archives Assistant[\s\S]*Dear Ms Alvarez,/);
    expect(pdf).toContain('P.S. I can start on the first of June.');

    await page.getByRole('button', { name: 'Download' }).click();
    const docx = await downloadBytes(page, page.getByRole('menu').getByRole('menuitem', { name: 'Word (DOCX)' }));
    const xml = strFromU8(unzipSync(docx.bytes)['word/document.xml']!);
    const docxText = xml.replace(/<[^>]+>/g, '');
    expect(docxText).toMatch(/Jordan Lee[\s\S]*jordan\.lee@example\.com[\s\S]*Dear Ms Alvarez,[\s\S]*P\.S\. I can start on the first of June\./);
    // The creative template's purple band.
    expect(xml).toContain('7C3AED');

    // History lists it under Cover Letters.
    await page.goto('/history');
    await pageSettled(page);
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Cover Letters' });
    await page.waitForURL(/type=cover-letter/);
    await page.getByText('Cover letter — Archives Assistant, County Record Office').waitFor();
    expect(errors.list()).toEqual([]);
  });

  it('opens from the Resume Builder with that resume and its layout chosen', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    const doc = await createDocument(context, { type: 'resume', title: 'Archives resume', data: resume });
    await page.goto(`/resume-builder?document=${doc.id}`);
    await pageSettled(page);
    await page.getByRole('link', { name: 'Write a cover letter' }).click();
    await page.waitForURL(/\/cover-letter\?/);
    await pageSettled(page);
    // The resume is chosen once the user's resumes have loaded into the list.
    await expect.poll(() => page.getByLabel('Resume', { exact: true }).inputValue()).toBe(doc.id);
    await expect.poll(() => page.getByLabel('Letter layout').inputValue()).toBe('creative');
  });

  it('opens the Templates page’s Internship letter as an internship letter, with its own fields, and the letter type can be changed', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    await page.goto('/templates');
    await pageSettled(page);
    await page.getByRole('link', { name: 'Use template: Internship Cover Letter', exact: true }).click();
    await page.waitForURL(/\/cover-letter\?/);
    await pageSettled(page);
    const letterType = page.getByLabel('Letter type');
    await expect.poll(() => letterType.inputValue()).toBe('internship');
    expect(await letterType.locator('option:checked').innerText()).toBe('Internship');
    await expect.poll(() => page.getByLabel('Letter layout').inputValue()).toBe('modern');
    await field(page, 'Availability (optional)').fill('June–September 2027, full time');
    await expect.poll(() => page.getByLabel('What you hope to learn (optional)').isVisible()).toBe(true);
    // A career change asks for its reason instead.
    await letterType.selectOption({ label: 'Career change' });
    await page.getByLabel('Why you are changing careers (optional)').waitFor();
    expect(await page.getByLabel('Availability (optional)').count()).toBe(0);

    // The internship letter carries the availability typed in.
    await letterType.selectOption({ label: 'Internship' });
    await field(page, 'Company').fill('Harbour Homes');
    await field(page, 'Role').fill('Data Intern');
    await field(page, 'Availability (optional)').fill('June–September 2027, full time');
    await field(page, 'What you hope to learn (optional)').fill('learn how an analytics team turns raw data into decisions');
    await page.getByRole('button', { name: 'Write Cover Letter' }).click();
    await draftFinished(page.getByRole('region', { name: 'Your cover letter' }));
    const letter = (await page.getByRole('article', { name: 'Cover letter' }).innerText()).replace(/\s+/g, ' ');
    expect(letter).toContain('I am available June–September 2027, full time.');
    expect(letter).toContain('In this internship, I hope to learn how an analytics team turns raw data into decisions.');
  });

  it('asks for the company and the role before writing, on the fields themselves', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    await page.goto('/cover-letter');
    await pageSettled(page);
    let generated = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/generate/cover-letter')) generated += 1;
    });
    await page.getByRole('button', { name: 'Write Cover Letter' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await field(page, 'Company').getAttribute('aria-invalid')).toBe('true');
    expect(generated).toBe(0);
  });

  it('passes axe light and dark at 1280 and 360 px, before and after a letter is written', async () => {
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, await createUser());
    await page.goto('/cover-letter');
    await pageSettled(page);
    await field(page, 'Full Name').fill('Sam Lee');
    await field(page, 'Company').fill('Datalab');
    await field(page, 'Role').fill('Analyst');
    await page.getByRole('textbox', { name: /^Job advertisement/ }).fill('SQL, Python and dashboards.');
    expect(await axeFindingsInEachLook(page, 'the cover-letter form')).toEqual([]);
    await page.getByRole('button', { name: 'Write Cover Letter' }).click();
    await page.getByText('Saved to History.').waitFor({ timeout: 30_000 });
    expect(await axeFindingsInEachLook(page, 'a written cover letter')).toEqual([]);
  });
});
