// Reopening a drafted essay or paper in the Essay Generator
// (`/essay-generator?document=<id>`): the options it was written with and the
// outline it was written from, read from the document's data as the server
// saved them. Anything missing or malformed falls back to the defaults: an
// old draft without an outline still opens, with an empty editor.
import { academicTypes, citationStyles } from '../../../shared/academic.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { academicLevels, essayLengths, essayTones, essayTypes, topicLimits } from '../../../shared/generation.ts';
import { outlineSchema, type Outline } from '../../../shared/outline.ts';
import { emptyForm, type EssayForm } from './essay-params.ts';

export interface SavedEssay {
  form: EssayForm;
  /** Academic mode's draft-wide sources (citation keys). */
  sources: string[];
  outline: Outline | null;
  /** A paper's type and style; null for an essay. */
  academic: { paperType: (typeof academicTypes)[number]; citationStyle: (typeof citationStyles)[number] } | null;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}

/** Whether the Essay Generator can reopen this document (an essay or a paper it drafted). */
export function reopensInGenerator(doc: Pick<DocumentRecord, 'type'>): boolean {
  return doc.type === 'essay' || doc.type === 'academic';
}

export function savedEssayOf(doc: Pick<DocumentRecord, 'type' | 'title' | 'data'>): SavedEssay {
  const data = record(doc.data);
  const request = record(data.request);
  const topic = typeof request.topic === 'string' && request.topic.trim() ? request.topic.slice(0, topicLimits.max) : doc.title.slice(0, topicLimits.max);
  const form: EssayForm = {
    topic,
    type: pick(essayTypes, request.type, emptyForm.type),
    tone: pick(essayTones, request.tone, emptyForm.tone),
    length: pick(essayLengths, request.length, emptyForm.length),
    academicLevel: pick(academicLevels, request.academicLevel, emptyForm.academicLevel),
  };
  const sources = Array.isArray(request.sources) ? request.sources.filter((k): k is string => typeof k === 'string') : [];
  const parsed = outlineSchema.safeParse(data.outline);
  const academic =
    doc.type === 'academic' ? { paperType: pick(academicTypes, data.academicType, 'research'), citationStyle: pick(citationStyles, data.citationStyle, 'apa') } : null;
  return { form, sources, outline: parsed.success ? parsed.data : null, academic };
}
