import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ResumeData } from '../../../../shared/resume.ts';
import { AppError, errorResponse } from '../../../http/errors.ts';
import { expectApiError } from '../../../testing/api-error.ts';
import { appForFile } from '../../../testing/app-for-file.ts';
import { resumeImportPath, resumeImportRoutes } from './import-routes.ts';
import { refineUncertainFields, type PromptTask, type RefineModelChoice, type RefineRequest } from './refine.ts';

// The import's uncertain fields read again by the user's model: a value is
// kept only for a path the import listed, and only when every word of it is
// in the file's text. A model that invents or touches a certain field changes
// nothing it should not.

const text = ['Sam Carter', 'sam.carter@example.com  |  Denver, CO', 'Experience', 'Barista  Jan 2021 - Present', 'Blue Door Coffee, Denver, CO', '- Trained 6 new baristas'].join('\n');
const data: ResumeData = {
  personalInfo: { fullName: 'Sam Carter', email: 'sam.carter@example.com' },
  experience: [{ company: 'Blue Door Coffee, Denver', position: 'Barista', location: 'CO', startDate: '2021-01', current: true, description: '• Trained 6 new baristas' }],
};
const input: RefineRequest = { data, uncertain: ['experience.0.company', 'experience.0.location'], text };

/** A model that answers `answer` (in two pieces, as a stream does) and keeps the tasks it was sent. */
function fakeModel(answer: string, source: RefineModelChoice['source'] = 'operator') {
  const tasks: PromptTask[] = [];
  const choice: RefineModelChoice = {
    source,
    provider: {
      async *stream(task) {
        tasks.push(task);
        yield answer.slice(0, 5);
        yield answer.slice(5);
      },
    },
  };
  return { choice, tasks };
}

const refine = (answer: unknown, request: RefineRequest = input) => refineUncertainFields(fakeModel(JSON.stringify(answer)).choice, request, new AbortController().signal);

describe('refineUncertainFields', () => {
  it('takes a company and location split again from the file’s own words', async () => {
    const { choice, tasks } = fakeModel('```json\n{"experience.0.company": "Blue Door Coffee", "experience.0.location": "Denver, CO"}\n```');
    const answer = await refineUncertainFields(choice, input, new AbortController().signal);
    expect(answer.refined).toEqual(['experience.0.company', 'experience.0.location']);
    expect(answer.rejected).toEqual([]);
    expect(answer.data.experience?.[0]).toMatchObject({ company: 'Blue Door Coffee', location: 'Denver, CO', position: 'Barista', description: '• Trained 6 new baristas' });
    // The request's data is not changed in place.
    expect(input.data.experience?.[0]?.company).toBe('Blue Door Coffee, Denver');
    // The model is sent the fields to check (with their entry) and the text, both fenced as data.
    expect(tasks[0]!.prompt).toContain('"path":"experience.0.company","current":"Blue Door Coffee, Denver"');
    expect(tasks[0]!.prompt).toContain('<<<TEXT\nSam Carter');
    expect(tasks[0]!.system).toMatch(/never add, translate or invent/);
  });

  it('ignores a value for a field the import read with certainty', async () => {
    const answer = await refine({ 'experience.0.position': 'Coffee', 'personalInfo.fullName': 'Sam', 'experience.0.company': 'Blue Door Coffee' });
    expect(answer.refined).toEqual(['experience.0.company']);
    expect(answer.rejected).toEqual([]);
    expect(answer.data.experience?.[0]?.position).toBe('Barista');
    expect(answer.data.personalInfo?.fullName).toBe('Sam Carter');
  });

  it('rejects a value with a word the file does not hold, an empty one and one too long for its field', async () => {
    const answer = await refine({ 'experience.0.company': 'Blue Door Coffee Roasters', 'experience.0.location': '   ' });
    expect(answer.refined).toEqual([]);
    expect(answer.rejected).toEqual([
      { path: 'experience.0.company', reason: 'notInText' },
      { path: 'experience.0.location', reason: 'empty' },
    ]);
    expect(answer.data.experience?.[0]).toMatchObject({ company: 'Blue Door Coffee, Denver', location: 'CO' });
    const long = await refine({ 'experience.0.company': 'Coffee '.repeat(40) }, { ...input, text: `${text}\nCoffee` });
    expect(long.rejected).toEqual([{ path: 'experience.0.company', reason: 'tooLong' }]);
    // A number the file does not hold is an invented word too; a word inside another is not one of the file's.
    expect((await refine({ 'experience.0.location': 'Denver 80202' })).rejected).toEqual([{ path: 'experience.0.location', reason: 'notInText' }]);
    expect((await refine({ 'experience.0.location': 'Den' })).rejected).toEqual([{ path: 'experience.0.location', reason: 'notInText' }]);
  });

  it('compares words without case and reads CJK words anywhere in the text', async () => {
    const chinese: RefineRequest = { data: { experience: [{ company: '北京蓝门咖啡有限公司' }] }, uncertain: ['experience.0.company', 'experience.0.location'], text: '工作经历\n北京蓝门咖啡有限公司  咖啡师' };
    const answer = await refine({ 'experience.0.company': '蓝门咖啡有限公司', 'experience.0.location': '北京' }, chinese);
    expect(answer.refined).toEqual(['experience.0.company', 'experience.0.location']);
    expect((await refine({ 'experience.0.company': 'BLUE DOOR coffee' })).refined).toEqual(['experience.0.company']);
  });

  it('asks nothing when no uncertain path names a field a value can fill', async () => {
    const { choice, tasks } = fakeModel('{}');
    const answer = await refineUncertainFields(choice, { ...input, uncertain: ['custom', 'experience.4.company'] }, new AbortController().signal);
    expect(answer).toEqual({ data, refined: [], rejected: [] });
    expect(tasks).toEqual([]);
  });

  it('answers upstream_error for an answer that is not JSON, and the upstream code a model failed with', async () => {
    await expect(refine('I think the company is Blue Door Coffee.')).rejects.toMatchObject({ code: 'upstream_error' });
    const down: RefineModelChoice = {
      source: 'user',
      provider: {
        // eslint-disable-next-line require-yield -- fails before its first piece
        async *stream() {
          throw Object.assign(new Error('The AI model is rate-limiting requests.'), { code: 'rate_limited', retryAfterSeconds: 30 });
        },
      },
    };
    const failure = await refineUncertainFields(down, input, new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'rate_limited', retryAt: expect.any(String) });
  });
});

const t = appForFile();
const refineUrl = `${resumeImportPath}/refine`;

describe('POST /api/resume/import/refine', () => {
  it('answers model_required, worded, when only the offline writer serves the user', async () => {
    const user = await t.signUp();
    const res = await t.request(refineUrl, { method: 'POST', json: input, cookie: user.cookie });
    const body = await expectApiError(res, 'model_required');
    expect(body.error.message).toContain('Settings › AI');
    const french = await t.request(refineUrl, { method: 'POST', json: input, cookie: user.cookie, headers: { 'accept-language': 'fr' } });
    expect((await expectApiError(french, 'model_required')).error.message).toContain('Paramètres › IA');
  });

  it('refuses a path outside the import’s grammar, too many paths, too long a text, and a signed-out caller', async () => {
    const user = await t.signUp();
    const send = (json: unknown) => t.request(refineUrl, { method: 'POST', json, cookie: user.cookie });
    await expectApiError(await send({ ...input, uncertain: ['password'] }), 'validation_failed', 'uncertain.0');
    await expectApiError(await send({ ...input, uncertain: ['summary', 'experience.0.__proto__'] }), 'validation_failed', 'uncertain.1');
    await expectApiError(await send({ ...input, uncertain: Array.from({ length: 201 }, () => 'summary') }), 'validation_failed', 'uncertain');
    await expectApiError(await send({ ...input, text: 'x'.repeat(200_001) }), 'validation_failed', 'text');
    await expectApiError(await t.request(refineUrl, { method: 'POST', json: input }), 'unauthorized');
  });

  it('answers the checked refinement when a model serves the user', async () => {
    const user = await t.signUp();
    const { choice } = fakeModel(JSON.stringify({ 'experience.0.company': 'Blue Door Coffee', 'experience.0.position': 'Manager', 'experience.0.location': 'Denver, Colorado' }));
    const app = new Hono()
      .route(resumeImportPath, resumeImportRoutes({ auth: t.auth, db: t.database.db, rateLimitEnabled: false, chooseModel: async () => choice }))
      .onError((error, c) => (error instanceof AppError ? errorResponse(c, error.code, error.message) : errorResponse(c, 'internal')));
    const res = await app.request(refineUrl, { method: 'POST', body: JSON.stringify(input), headers: { cookie: user.cookie, 'content-type': 'application/json' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({
      data: { ...data, experience: [{ ...data.experience![0], company: 'Blue Door Coffee' }] },
      refined: ['experience.0.company'],
      rejected: [{ path: 'experience.0.location', reason: 'notInText' }],
    });
  });
});
