import { randomInt, randomUUID } from 'node:crypto';
import { createDocumentSchema, documentLimits, type DocumentRecord, type DocumentType } from '../../../shared/documents.ts';
import { countWords, maxSeed, titleOf, type EssayRequest, type GenerationEvent, type GenerationProvider, type GenerationStatus, type OutlineRequest } from '../../../shared/generation.ts';
import { outlineSourceKeys, type Outline } from '../../../shared/outline.ts';
import { coverLetterTitle, type CoverLetterRequest, type LetterContact } from '../../../shared/cover-letter.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import type { Plan } from '../../../shared/plans.ts';
import type { Language } from '../../../shared/settings.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { isErrorCode } from '../../../shared/errors.ts';
import { perUserSlots } from '../../http/slots.ts';
import type { Logger } from '../../logger.ts';
import { generationErrorOf } from './model-provider.ts';
import { libraryEntries } from '../../citations/library.ts';
import { GenerationError, type GenerationTask, type TextProvider } from './provider.ts';
import { operatorChoice, type ChooseProvider, type ProviderChoice } from './provider-choice.ts';
import type { AiActionRequest } from '../../../shared/ai-actions.ts';
import { releaseGeneration, reserveGeneration } from './quota.ts';
import { restartRetryAfterSeconds } from '../../http/shutdown.ts';
import { sectionEvidence, type PassageSource } from './evidence.ts';
import { proposeOutline } from './offline/outline-plan.ts';
import { readModelOutline } from './outline-prompt.ts';

/** Where drafts go: History, if the user keeps it (the documents feature's `draftStore`, which app.ts hands in). */
interface DraftStore {
  keepsHistory(userId: string): Promise<boolean>;
  /** A new document; `id` is the one the run announced in its `start` event. */
  save(userId: string, input: ReturnType<typeof createDocumentSchema.parse>, id?: string): Promise<Pick<DocumentRecord, 'id'>>;
  /** One of the user's documents (AppError not_found when it is not theirs or not there). */
  read(userId: string, id: string): Promise<Pick<DocumentRecord, 'type' | 'data'>>;
  /**
   * Regenerate: the draft takes the place of one of the user's documents of
   * the same type, whose text so far is kept as a version (AppError
   * not_found when it is not theirs, not there or of another type).
   */
  replace(userId: string, id: string, input: ReturnType<typeof createDocumentSchema.parse>): Promise<Pick<DocumentRecord, 'id'>>;
}

export interface GenerationDeps {
  db: Database;
  provider: TextProvider;
  drafts: DraftStore;
  logger: Logger;
  /** Which writer serves a user (their own model, the operator's, the offline writer); default: `provider` for everyone. */
  choose?: ChooseProvider;
  /** Generations one user may run at the same time in this process. */
  maxConcurrentPerUser?: number;
  /** The reference library's passage retrieval, for drafts from an outline's sources. */
  passages?: PassageSource;
  /** Aborts when the server stops: a run under way ends with `error` service_unavailable, its draft kept. */
  stopping?: AbortSignal;
  now?: () => Date;
}

export interface Generator {
  /** Whose generation, for the per-user limits. */
  id: string;
  plan: Plan;
  /** The language the draft is written in, when the provider can. */
  language?: Language;
}

/** Generations running now, per user (this process). */
const generations = perUserSlots(2, 'You already have {max} generations running. Wait for one to finish or stop it.');

/** An error the client can act on: the provider's code, and for rate_limited when to try again. */
function apiErrorOf(error: GenerationError, now: Date): AppError {
  const appError = new AppError(error.code);
  if (error.retryAfterSeconds !== undefined) appError.retryAt = new Date(now.getTime() + error.retryAfterSeconds * 1000).toISOString();
  return appError;
}

/**
 * A run the server's shutdown ended: `service_unavailable`, so the client can
 * say the server is restarting (and, mid-stream, that the draft is kept).
 */
function restartError(now: Date): AppError {
  const error = new AppError('service_unavailable', 'The server is restarting.');
  error.retryAt = new Date(now.getTime() + restartRetryAfterSeconds * 1000).toISOString();
  return error;
}

type EssayTask = Extract<GenerationTask, { kind: 'essay' }>;

/** Which writer wrote a draft, kept in its document's data: `{provider, model?, status}` (History shows it). */
function generationRecord(provider: TextProvider, status: GenerationStatus) {
  return { provider: provider.kind, ...(provider.kind === 'offline' ? {} : { model: provider.label }), status };
}

/**
 * The document a draft is saved as. A paper is an `academic` document in its
 * citation style, its `[@key]` citations left for the paper editor (and every
 * export) to format from the library; `request.sources` keeps the keys it
 * was given to cite.
 */
function documentFor(task: EssayTask, text: string, status: GenerationStatus, provider: TextProvider) {
  const { request, seed } = task;
  const { academic, sources: _requested, documentId: _replaces, outline: given, ...fields } = request;
  const generation = generationRecord(provider, status);
  // The outline the draft was written from (offline, the one the quick path showed), so it can be reopened.
  const outline = given ?? (provider.kind === 'offline' ? proposeOutline(request) : undefined);
  return createDocumentSchema.parse({
    type: academic ? 'academic' : 'essay',
    title: titleOf(text, request.topic),
    content: text,
    data: academic
      ? { request: { ...fields, seed, sources: (task.sources ?? []).map((s) => s.key) }, generation, academicType: academic.paperType, citationStyle: academic.citationStyle, ...(outline ? { outline } : {}) }
      : { request: { ...fields, seed }, generation, ...(outline ? { outline } : {}) },
  });
}

/**
 * Regenerate names the document it replaces: checked before the run starts,
 * so another user's id, a missing one or one of another type is an ordinary
 * 404 that costs no generation.
 */
async function checkReplaceable(deps: GenerationDeps, userId: string, id: string | undefined, type: DocumentType): Promise<void> {
  if (!id) return;
  // A run stopped a moment ago may still be saving the draft this one replaces.
  await unsavedDrafts.get(`${userId}:${id}`)?.wait();
  if ((await deps.drafts.read(userId, id)).type !== type) throw new AppError('not_found');
}

/**
 * Drafts announced in a `start` event and not saved yet (this process), so a
 * Regenerate sent right after Stop waits for the stopped draft instead of
 * missing it. Waiting is bounded: a run that never reaches its save (a client
 * gone before the first event) does not hold anyone up for long.
 */
const unsavedDrafts = new Map<string, { wait: () => Promise<void> }>();
const unsavedDraftWaitMs = 10_000;

function announceDraft(userId: string, id: string | null): () => void {
  if (!id) return () => undefined;
  const key = `${userId}:${id}`;
  let settle = () => {};
  const saved = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const wait = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, unsavedDraftWaitMs);
      timer.unref();
      void saved.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  const entry = { wait };
  unsavedDrafts.set(key, entry);
  return () => {
    if (unsavedDrafts.get(key) === entry) unsavedDrafts.delete(key);
    settle();
  };
}

/**
 * Keeps a draft that ended: in the place of the document it regenerates
 * (one document in History, the earlier text a version), or as a new one —
 * also when that document was deleted while the draft was being written.
 */
async function storeDraft(deps: GenerationDeps, userId: string, target: DraftTarget, doc: ReturnType<typeof createDocumentSchema.parse>): Promise<string> {
  if (target.replaces) {
    try {
      return (await deps.drafts.replace(userId, target.id, doc)).id;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
    }
  }
  // A new id when the document it replaced is gone: `done` names it.
  return (await deps.drafts.save(userId, doc, target.replaces ? undefined : target.id)).id;
}

/**
 * The document a run's draft will be kept as, named in its `start` event:
 * the one a Regenerate replaces, or a new id chosen now. A run stopped before
 * `done` then still knows its document, and the next Regenerate replaces it
 * instead of adding a second one to History. Null when History is off.
 */
interface DraftTarget {
  id: string;
  replaces: boolean;
}

async function draftTarget(deps: GenerationDeps, userId: string, replaces: string | undefined): Promise<DraftTarget | null> {
  if (!(await deps.drafts.keepsHistory(userId))) return null;
  return replaces ? { id: replaces, replaces: true } : { id: randomUUID(), replaces: false };
}

/**
 * An essay (or, in academic mode, a paper). The draft is saved to History
 * when it ends — also when it fails or is stopped part-way, as a draft of
 * what was written — unless the user turned history off. A Regenerate
 * (`documentId`) replaces its document instead of adding one.
 */
export async function startEssayGeneration(deps: GenerationDeps, user: Generator, request: EssayRequest, signal: AbortSignal): Promise<AsyncGenerator<GenerationEvent>> {
  await checkReplaceable(deps, user.id, request.documentId, request.academic ? 'academic' : 'essay');
  const choice = await chooseFor(deps, user.id);
  // With a model the quick path drafts directly, as the model sees fit; offline it starts from the paper's own outline.
  const outline = request.outline ?? (choice.source === 'offline' ? quickOutline(request) : undefined);
  // A paper cites its chosen sources, and a draft from an outline its sections' sources: only what the user's own library holds.
  const keys = [...new Set([...(request.academic ? (request.sources ?? []) : []), ...(outline ? outlineSourceKeys(outline) : [])])];
  const sources = request.academic || keys.length > 0 ? await libraryEntries(deps.db, user.id, keys) : undefined;
  // A key the library does not hold (a typo, a reference deleted since) is dropped, as in a paper's chosen sources.
  const held = new Set(sources?.map((s) => s.key));
  const checked = outline && { ...outline, sections: outline.sections.map((s) => ({ ...s, sources: s.sources.filter((key) => held.has(key)) })) };
  const evidence = checked && sources?.length ? await sectionEvidence(deps.passages, user.id, checked, sources) : undefined;
  const task: EssayTask = {
    kind: 'essay',
    request: checked ? { ...request, outline: checked } : request,
    seed: request.seed ?? randomInt(0, maxSeed),
    language: user.language,
    ...(sources ? { sources } : {}),
    ...(evidence ? { evidence } : {}),
  };
  const target = await draftTarget(deps, user.id, request.documentId);
  return startGeneration(deps, user, task, signal, target?.id ?? null, async (text, status, provider) => {
    if (!target || !(await deps.drafts.keepsHistory(user.id))) return null;
    return storeDraft(deps, user.id, target, documentFor(task, text, status, provider));
  }, choice);
}

/**
 * The quick path of a paper with sources ticked and no outline: the paper
 * type's own outline, each body section drawing on every chosen source, so
 * the draft quotes what those sources hold.
 */
function quickOutline(request: EssayRequest): Outline | undefined {
  if (!request.academic || !request.sources?.length) return undefined;
  const outline = proposeOutline(request);
  return { ...outline, sections: outline.sections.map((s) => (s.role === 'body' ? { ...s, sources: request.sources ?? [] } : s)) };
}

/**
 * An outline for a topic: proposed by the model that serves the user (one
 * generation of the quota), checked into the outline's shape, or the offline
 * writer's own plan for the essay or paper type and length.
 */
export async function proposeOutlineFor(deps: GenerationDeps, user: Generator, request: OutlineRequest, signal: AbortSignal): Promise<{ outline: Outline; provider: GenerationProvider }> {
  const choice = await chooseFor(deps, user.id);
  const planned = proposeOutline(request);
  if (choice.source === 'offline') return { outline: planned, provider: 'offline' };
  const task: GenerationTask = { kind: 'outline', request, seed: randomInt(0, maxSeed), language: user.language };
  const events = await startGeneration(deps, user, task, signal, null, async () => null, choice);
  let answer = '';
  for await (const event of events) {
    if (event.type === 'delta') answer += event.text;
    else if (event.type === 'error') throw new AppError(isErrorCode(event.code) ? event.code : 'upstream_error');
  }
  return { outline: readModelOutline(answer, planned), provider: choice.provider.kind };
}

/** A resume's summary: streamed into the builder's field, which saves it with the resume (no document of its own). */
export function startResumeSummaryGeneration(deps: GenerationDeps, user: Generator, resume: ResumeData, seed: number | undefined, signal: AbortSignal): Promise<AsyncGenerator<GenerationEvent>> {
  return startGeneration(deps, user, { kind: 'resume-summary', resume, seed: seed ?? randomInt(0, maxSeed), language: user.language }, signal, null, async () => null);
}

/** The writer that serves `userId`. */
export const chooseFor = (deps: GenerationDeps, userId: string) => (deps.choose ?? operatorChoice(deps.provider))(userId);

/**
 * An AI action on the user's own text: streamed into the editor's
 * preview and saved nowhere (the editor keeps the text once the user accepts
 * it). Only a model does it: with the offline writer it answers model_required
 * before anything is taken from the quota.
 */
export async function startTransformGeneration(deps: GenerationDeps, user: Generator, request: AiActionRequest, signal: AbortSignal): Promise<AsyncGenerator<GenerationEvent>> {
  const choice = await chooseFor(deps, user.id);
  if (choice.source === 'offline') throw new AppError('model_required');
  const { action, text, context } = request;
  const task: GenerationTask = { kind: 'transform', action, text, ...(context?.trim() ? { context } : {}), seed: randomInt(0, maxSeed), language: user.language };
  return startGeneration(deps, user, task, signal, null, async () => null, choice);
}

type LetterTask = Extract<GenerationTask, { kind: 'cover-letter' }>;

/**
 * A cover letter, from one of the user's resumes (another user's,
 * a deleted one and a document that is not a resume all answer 404) or from
 * the contact fields typed in the generator. Saved as a `cover-letter`
 * document with its inputs, its signer and its layout in `data`; a
 * Regenerate (`documentId`) replaces its letter instead of adding one.
 */
export async function startCoverLetterGeneration(deps: GenerationDeps, user: Generator, request: CoverLetterRequest, signal: AbortSignal): Promise<AsyncGenerator<GenerationEvent>> {
  await checkReplaceable(deps, user.id, request.documentId, 'cover-letter');
  let resume: ResumeData | null = null;
  if (request.resumeId) {
    const doc = await deps.drafts.read(user.id, request.resumeId);
    if (doc.type !== 'resume') throw new AppError('not_found');
    resume = doc.data as ResumeData;
  }
  // The resume's own details first; a field it leaves empty may come from the form.
  const typed = request.contact ?? {};
  const own = resume?.personalInfo ?? {};
  const sender: LetterContact = {};
  for (const field of ['fullName', 'email', 'phone', 'location', 'linkedin', 'website'] as const) {
    const value = own[field]?.trim() || typed[field]?.trim();
    if (value) sender[field] = value;
  }
  const task: LetterTask = { kind: 'cover-letter', request, resume, sender, seed: request.seed ?? randomInt(0, maxSeed), language: user.language };
  const target = await draftTarget(deps, user.id, request.documentId);
  return startGeneration(deps, user, task, signal, target?.id ?? null, async (text, status, provider) => {
    if (!target || !(await deps.drafts.keepsHistory(user.id))) return null;
    const { seed: _seed, contact: _contact, documentId: _replaces, ...inputs } = request;
    const generation = generationRecord(provider, status);
    const doc = createDocumentSchema.parse({
      type: 'cover-letter',
      title: coverLetterTitle(request.role, request.company),
      content: text,
      data: { company: request.company, position: request.role, recipient: request.manager, template: request.template, sender, request: { ...inputs, seed: task.seed }, generation },
    });
    return storeDraft(deps, user.id, target, doc);
  });
}

/**
 * Starts a generation and waits for its first words, so that every failure
 * before them (quota, a model that is down, slow or refusing) is an ordinary
 * error response rather than an empty stream. Returns the events that follow:
 * `start` (naming `documentId`, the document the draft will be kept as), the
 * `delta`s, then `done` or `error`; `keep` stores what was written when it
 * ends (however it ends) and returns the document's id.
 */
async function startGeneration(
  deps: GenerationDeps,
  user: Generator,
  task: GenerationTask,
  signal: AbortSignal,
  draftId: string | null,
  keep: (text: string, status: GenerationStatus, provider: TextProvider) => Promise<string | null>,
  /** The writer, when the caller already chose it (an AI action checks there is a model first). */
  chosen?: ProviderChoice,
): Promise<AsyncGenerator<GenerationEvent>> {
  const now = deps.now ?? (() => new Date());
  if (deps.stopping?.aborted) throw restartError(now());
  const releaseSlot = generations.take(user.id, deps.maxConcurrentPerUser ?? 2);
  const upstream = new AbortController();
  const stop = () => upstream.abort();
  signal.addEventListener('abort', stop, { once: true });
  // The server stopping ends the run as Stop does, but tells the client why (below).
  const stopping = deps.stopping;
  stopping?.addEventListener('abort', stop, { once: true });
  const restarting = () => !signal.aborted && (stopping?.aborted ?? false);
  const cleanUp = () => {
    signal.removeEventListener('abort', stop);
    stopping?.removeEventListener('abort', stop);
    releaseSlot();
  };
  const started = performance.now();
  let first: IteratorResult<string>;
  let iterator: AsyncIterator<string>;
  const reservedAt = now();
  let provider: TextProvider;
  try {
    // The user's own model takes nothing from the plan's quota; it has its own per-user limit instead.
    const choice = chosen ?? (await chooseFor(deps, user.id));
    provider = choice.provider;
    if (choice.counts) await reserveGeneration(deps.db, user.id, user.plan, reservedAt);
    else await choice.admit?.();
    const release = () => (choice.counts ? releaseGeneration(deps.db, user.id, reservedAt) : Promise.resolve());
    iterator = provider.stream(task, upstream.signal)[Symbol.asyncIterator]();
    try {
      first = await iterator.next();
      if (restarting()) throw restartError(now());
      if (first.done && !signal.aborted) throw new GenerationError('upstream_error', 'The AI model returned no text.');
    } catch (error) {
      await release();
      // A refusal in our own words (a user's address the guard refused, an unreadable key) stays as it is.
      throw error instanceof AppError ? error : restarting() ? restartError(now()) : apiErrorOf(generationErrorOf(error), now());
    }
    if (first.done) {
      // The client left before the first words: nothing was written, nothing is charged.
      await release();
      throw new AppError('service_unavailable', 'The request was cancelled.');
    }
  } catch (error) {
    cleanUp();
    throw error;
  }

  const log = deps.logger.child({ userId: user.id, provider: provider.kind, kind: task.kind });
  const draftSettled = announceDraft(user.id, draftId);
  // Should the events below never be read, the entry still goes.
  setTimeout(draftSettled, 15 * 60_000).unref();
  return (async function* events(): AsyncGenerator<GenerationEvent> {
    let text = first.value;
    let outcome: { status: GenerationStatus; error?: AppError } | undefined;
    let saved = false;
    const save = async (status: GenerationStatus) => {
      saved = true;
      const words = countWords(text);
      log.info({ status, words, ms: Math.round(performance.now() - started) }, 'generation ended');
      return text.trim() ? keep(text, status, provider) : null;
    };
    try {
      yield { type: 'start', provider: provider.kind, seed: task.seed, documentId: draftId };
      yield { type: 'delta', text: first.value };
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          if (text.length + next.value.length > documentLimits.content) {
            // A model that never stops: keep what fits, end the upstream request.
            upstream.abort();
            break;
          }
          text += next.value;
          yield { type: 'delta', text: next.value };
        }
        outcome = signal.aborted ? { status: 'stopped' } : restarting() ? { status: 'failed', error: restartError(now()) } : { status: 'complete' };
      } catch (error) {
        outcome = signal.aborted ? { status: 'stopped' } : { status: 'failed', error: restarting() ? restartError(now()) : apiErrorOf(generationErrorOf(error), now()) };
      }
      const documentId = await save(outcome.status);
      if (outcome.error) {
        const { code, message } = outcome.error;
        yield { type: 'error', code, message: `${message} What was written so far is kept${documentId ? ' as a draft in History' : ''}.`, documentId };
      } else {
        yield { type: 'done', documentId, words: countWords(text) };
      }
    } finally {
      // Reached early when the client went away mid-stream: stop the model, keep the draft.
      upstream.abort();
      if (!saved) await save('stopped').catch((error: unknown) => log.error({ err: { message: (error as Error).message } }, 'could not save a stopped draft'));
      draftSettled();
      await iterator.return?.().catch(() => undefined);
      cleanUp();
    }
  })();
}
