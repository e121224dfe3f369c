import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { expectApiError } from '../../testing/api-error.ts';
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

  it('hides other users’ resumes', async () => {
    const owner = await t.signUp();
    const resume = await create(owner.cookie, { type: 'resume', title: 'Mine', data });
    const other = await t.signUp();
    await expectApiError(await t.request(`/api/documents/${resume.id}/export?format=pdf`, { cookie: other.cookie }), 'not_found');
  });
});
