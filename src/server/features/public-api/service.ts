import { coverLetterTitle } from '../../../shared/cover-letter.ts';
import { createDocumentSchema, type DocumentType } from '../../../shared/documents.ts';
import { isErrorCode } from '../../../shared/errors.ts';
import type { GenerationEvent } from '../../../shared/generation.ts';
import { fromJsonResume, JsonResumeError } from '../../../shared/json-resume.ts';
import { titleOf } from '../../../shared/generation.ts';
import type { CreateInput } from '../documents/service.ts';
import type { Language } from '../../../shared/languages.ts';
import { AppError } from '../../http/errors.ts';
import { issueSentence, messageKeyOf } from '../../http/validation-message.ts';
import { serverText } from '../../i18n.ts';
import { validated } from '../../http/validate.ts';
import { jsonResumeOnlySections, type ApiCreateDocument, type GenerationResult } from './schemas.ts';

/** A resume's data given as JSON Resume: it has a section only JSON Resume has (`basics`, `work`, …). */
function isJsonResume(data: Record<string, unknown>): boolean {
  return jsonResumeOnlySections.some((section) => Object.hasOwn(data, section));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The title a document gets when the request names none (the Resume Builder's "<name> — Resume", a letter's role and company, an essay's heading). */
function defaultTitle(type: DocumentType, content: string, data: Record<string, unknown>): string {
  if (type === 'resume') {
    const name = text((data.personalInfo as Record<string, unknown> | undefined)?.fullName);
    return name ? `${name} — Resume` : 'Untitled resume';
  }
  if (type === 'cover-letter' && text(data.position) && text(data.company)) return coverLetterTitle(text(data.position), text(data.company));
  // Empty when the body has no heading: the schema then asks for a title.
  return titleOf(content, '');
}

/**
 * A JSON Resume the importer refused, in the reader's language. English keeps
 * the importer's own sentence (it names what it found), unless that quotes a
 * schema's interface key.
 */
function jsonResumeSentence(error: JsonResumeError, language: Language): string {
  const { problem } = error;
  if (language === 'en' && !(problem.kind === 'issue' && messageKeyOf(problem.issue.message))) return error.message;
  if (problem.kind !== 'issue') return serverText(language, `schema.jsonResume.${problem.kind}`);
  return serverText(language, 'schema.jsonResume.invalid', { detail: issueSentence({ ...problem.issue, path: [] }, language, problem.found) });
}

/**
 * The document a `POST /api/v1/documents` body describes, checked by the
 * schema the browser's save uses: `template` goes into `data.template`, and
 * a resume sent as JSON Resume is imported as the Resume Builder imports one.
 */
export function documentInputOf(body: ApiCreateDocument): CreateInput {
  let data: Record<string, unknown> = body.data ?? {};
  if (body.type === 'resume' && isJsonResume(data)) {
    try {
      data = fromJsonResume(data);
    } catch (error) {
      if (!(error instanceof JsonResumeError)) throw error;
      // The importer names `work[2].endDate`; our errors name fields as dotted paths.
      const field = error.path ? `data.${error.path.replace(/\[(\d+)\]/g, '.$1')}` : 'data';
      const failure = new AppError('validation_failed', `${field}: ${jsonResumeSentence(error, 'en')}`, field);
      failure.wording = (language) => `${field}: ${jsonResumeSentence(error, language)}`;
      throw failure;
    }
  }
  if (body.template !== undefined) data = { ...data, template: body.template };
  const content = body.content ?? '';
  const title = body.title?.trim() || defaultTitle(body.type, content, data);
  return validated(createDocumentSchema, { type: body.type, title, content, data });
}

/**
 * A generation's events read to their end, as one answer (`?stream=false`).
 * A failure part-way (the draft is kept) becomes the error it streamed.
 */
export async function collectGeneration(events: AsyncGenerator<GenerationEvent>): Promise<GenerationResult> {
  let text = '';
  let provider: GenerationResult['provider'] = 'offline';
  let seed = 0;
  for await (const event of events) {
    if (event.type === 'start') ({ provider, seed } = event);
    else if (event.type === 'delta') text += event.text;
    else if (event.type === 'done') return { text, documentId: event.documentId, words: event.words, provider, seed };
    else throw new AppError(isErrorCode(event.code) ? event.code : 'upstream_error', event.message);
  }
  // The events end with done or error; a generator cut short (the client left) has no answer to give.
  throw new AppError('service_unavailable', 'The generation ended before its draft was complete.');
}
