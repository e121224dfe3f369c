import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { docxFacts } from '../../testing/exported-files.ts';
import { pdfFacts } from '../../testing/pdf.ts';
import { createTestApp, type TestApp } from '../../testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const data = {
  template: 'modern',
  personalInfo: { fullName: 'Kai Müller', email: 'kai@example.com' },
  summary: 'Frontend developer.',
  experience: [{ company: 'Nordlicht GmbH', position: 'Frontend Developer', startDate: '2022', current: true }],
  skills: [{ name: 'TypeScript', level: 5 }],
};

function preview(cookie: string | undefined, json: unknown) {
  return t.request('/api/resume/preview', { method: 'POST', json, cookie });
}

describe('POST /api/resume/preview', () => {
  it('refuses a signed-out client', async () => {
    await expectApiError(await preview(undefined, { data }), 'unauthorized');
  });

  it('answers 400 naming the invalid field', async () => {
    const { cookie } = await t.signUp();
    await expectApiError(await preview(cookie, { data: { ...data, skills: [{ name: 'x', level: 9 }] } }), 'validation_failed', 'data.skills.0.level');
    await expectApiError(await preview(cookie, { data: { ...data, template: 'baroque' } }), 'validation_failed', 'data.template');
  });

  it('draws a draft whose email and website fail their checks (they are left off, not refused)', async () => {
    const { cookie } = await t.signUp();
    const res = await preview(cookie, { data: { ...data, language: 'zh', personalInfo: { fullName: 'Kai', email: 'not-an-email', website: 'notaurl' } } });
    expect(res.status).toBe(200);
    await expectApiError(await preview(cookie, { data: { ...data, language: 'klingon' } }), 'validation_failed', 'data.language');
  });

  it('draws the resume as SVG with its template: each template looks different', async () => {
    const { cookie } = await t.signUp();
    const svgs: string[] = [];
    for (const template of ['professional', 'modern', 'creative', 'minimal']) {
      const res = await preview(cookie, { data: { ...data, template }, title: 'Kai' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await res.text();
      expect(svg.startsWith('<svg')).toBe(true);
      svgs.push(svg);
    }
    expect(new Set(svgs).size).toBe(4);
    // The accent colours of the spec: professional blue, modern teal, creative purple.
    expect(svgs[0]).toMatch(/#1d4ed8/i);
    expect(svgs[1]).toMatch(/#0f766e/i);
    expect(svgs[2]).toMatch(/#7c3aed/i);
  });
});

describe('GET /api/documents/:id/export?format=pdf', () => {
  async function create(cookie: string, json: unknown): Promise<DocumentRecord> {
    const res = await t.request('/api/documents', { method: 'POST', json, cookie });
    expect(res.status).toBe(201);
    return (await res.json()) as DocumentRecord;
  }

  it("downloads a resume's PDF from its template, named from its title", async () => {
    const { cookie } = await t.signUp();
    const doc = await create(cookie, { type: 'resume', title: 'Kai Müller — Frontend', data });
    const res = await t.request(`/api/documents/${doc.id}/export?format=pdf`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Kai Müller - Frontend.pdf')}`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = pdfFacts(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Kai Müller');
    expect(text).toContain('Nordlicht GmbH');
  });

  // Dates are stored as months and printed in the resume's language; a contact value
  // that fails its check is kept in the draft but printed nowhere.
  it('prints month dates in the resume’s language and leaves a malformed email and website off, in PDF, DOCX and text', async () => {
    const { cookie } = await t.signUp();
    const french = {
      template: 'professional',
      language: 'fr',
      personalInfo: { fullName: 'Camille Martin', email: 'not-an-email', phone: '+33 6 12 34 56 78', website: 'notaurl', location: 'Lyon' },
      experience: [
        { company: 'Datadog', position: 'Ingénieure', startDate: '2021-03', current: true },
        { company: 'Criteo', position: 'Développeuse', startDate: '2017-09', endDate: '2021-02' },
        { company: 'Ancienne', position: 'Stagiaire', startDate: 'été 2016' },
      ],
      education: [{ institution: 'INSA Lyon', degree: 'Master', startDate: '2012-09', endDate: '2017-06' }],
    };
    const doc = await create(cookie, { type: 'resume', title: 'Camille', data: french });
    // The draft keeps what was typed.
    expect((doc.data as typeof french).personalInfo.email).toBe('not-an-email');
    const file = async (format: string) => {
      const res = await t.request(`/api/documents/${doc.id}/export?format=${format}`, { cookie });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const pdf = pdfFacts(await file('pdf')).text.replace(/\s+/g, ' ');
    const docx = docxFacts(await file('docx')).text.replace(/\s+/g, ' ');
    const txt = (await file('txt')).toString('utf8');
    for (const [format, text] of [['pdf', pdf], ['docx', docx], ['txt', txt]] as const) {
      expect(text, format).toContain('mars 2021 – Aujourd’hui');
      expect(text, format).toContain('sept. 2017 – févr. 2021');
      expect(text, format).toContain('sept. 2012 – juin 2017');
      // Free text from an older version stays as written.
      expect(text, format).toContain('été 2016');
      expect(text, format).not.toContain('2021-03');
      expect(text, format).toContain('+33 6 12 34 56 78');
      expect(text, format).not.toContain('not-an-email');
      expect(text, format).not.toContain('notaurl');
    }
  });

  it('hides other users’ resumes', async () => {
    const owner = await t.signUp();
    const resume = await create(owner.cookie, { type: 'resume', title: 'Mine', data });
    const other = await t.signUp();
    await expectApiError(await t.request(`/api/documents/${resume.id}/export?format=pdf`, { cookie: other.cookie }), 'not_found');
  });
});
