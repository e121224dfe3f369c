import { ArrowLeft, ChevronDown, Info, ListTree, RotateCcw, Sparkles } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import type { CreateDocumentInput } from '../../../shared/documents.ts';
import {
  academicLevels,
  countWords,
  essayLengths,
  essayTones,
  essayTypes,
  readingMinutes,
  titleOf,
  topicLimits,
  wordBudgets,
  type EssayLength,
  type GenerationProvider,
} from '../../../shared/generation.ts';
import type { Outline } from '../../../shared/outline.ts';
import { preloadMarkdown } from '../../components/documents/markdown-draft.tsx';
import { DownloadMenu } from '../../components/documents/download-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { usePreferences } from '../../lib/account.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { notifyIfAway } from '../../lib/desktop-notification.ts';
import { useGenerationRun } from '../../lib/use-generation-run.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { DraftReadyAnnouncer, useDraftReady, writeOnCtrlEnter } from '../../components/generation/draft-ready.tsx';
import { DraftResult, QuotaLeft } from '../../components/generation/draft-result.tsx';
import { FailureAlert, GenerationErrorAlert } from '../../components/generation/generation-status.tsx';
import { TipsPanel } from '../../components/ui/titled-section.tsx';
import { cn } from '../../lib/cn.ts';
import { academicModeOf, emptyForm, essayFormSchema, essayTemplates, newSeed, templateOf } from './essay-params.ts';
import { firstOutlineError, OutlineEditor } from './outline-editor.tsx';
import { chosenSources, editableOutline, editableOutlineSchema, emptyOutline, notesFromText, outlineFieldOf, outlineInput, type EditableOutline } from './outline-editing.ts';
import { SourcesField } from './sources-field.tsx';
import { useReopenedEssay } from './use-reopened-essay.ts';

export function EssayGeneratorPage() {
  const { t, i18n } = useTranslation();
  const preferences = usePreferences();
  const [params] = useSearchParams();
  const academic = academicModeOf(params);
  const template = templateOf(params);

  // The topic and options, checked with the server's schema when a draft or an outline is asked for. The
  // topic's message stays until the topic is edited, and the topic takes the focus.
  const essayForm = useSchemaForm(
    essayFormSchema,
    { ...emptyForm, ...(template ? { ...essayTemplates[template], topic: t(`essay.templateTopics.${template}`) } : {}) },
    { shouldFocusError: true },
  );
  const topic = useWatch({ control: essayForm.control, name: 'topic' });
  /** Academic mode: the library references the draft cites, by key, in the order chosen. */
  const [sources, setSources] = useState<string[]>([]);
  const generation = useGenerationRun();
  const { run, startError, generating, start, regenerate, clear } = generation;
  const [optionsOpen, setOptionsOpen] = useState(true);
  const optionsId = useId();
  const view = useDraftReady(run, generating);

  // "Plan an outline": the outline being edited, shown once one is planned or reopened. Its messages
  // appear on Write draft and stay until the next one.
  const outlineForm = useSchemaForm(editableOutlineSchema, emptyOutline);
  const [hasOutline, setHasOutline] = useState(false);
  const [planning, setPlanning] = useState(false);
  const [planError, setPlanError] = useState<ApiError | null>(null);
  const outlineHeading = useRef<HTMLHeadingElement>(null);
  /** The last draft asked for: from the outline or the topic alone, and at what length (Regenerate and Retry repeat it). */
  const [attempt, setAttempt] = useState<{ outline: boolean; length: EssayLength } | null>(null);
  /** The sections as the last request sent them: a server error names a section by its place in them. */
  const [sentSections, setSentSections] = useState<{ id: string }[]>([]);

  /** The document Write draft replaces: the one reopened (`?document=<id>`), until Reset. */
  const [replacesId, setReplacesId] = useState<string | null>(null);
  /** Shows this outline in the editor, or none; either way without messages. */
  function loadOutline(outline: Outline | null) {
    outlineForm.reset(outline ? editableOutline(outline) : emptyOutline);
    setHasOutline(outline !== null);
  }

  const reopened = useReopenedEssay((saved, doc) => {
    essayForm.reset(saved.form);
    setSources(saved.sources);
    loadOutline(saved.outline);
    setReplacesId(doc.id);
  });

  // A refused outline: the server's sentence on the field it names, instead of an alert at the top.
  const outlineField = attempt?.outline && startError?.code === 'validation_failed' ? outlineFieldOf(startError.field, sentSections) : null;
  const serverOutlineErrors = useMemo<Record<string, string>>(() => (outlineField && startError ? { [outlineField]: startError.message } : {}), [outlineField, startError]);

  const hasTopic = topic.trim().length > 0;
  const topicError = essayForm.formState.errors.topic?.message;

  /**
   * Runs `then` once the topic and options pass the server's checks; if not, the message sits on
   * the topic, which takes the focus (caught here rather than by the server: the message sits on the field that needs it).
   * `outline`: the outline is checked too, and a refused one puts the keyboard on its first message.
   */
  function whenValid(then: () => void, outline = false) {
    if (!hasTopic) return;
    const focusFirst = (errors: FieldErrors<EditableOutline>) => {
      const field = firstOutlineError(errors, outlineForm.getValues('sections').length);
      if (field) outlineForm.setFocus(field);
    };
    void essayForm.handleSubmit(() => (outline ? void outlineForm.handleSubmit(then, focusFirst)() : then()))();
  }

  /** The request's fields every draft and outline share: the options, and academic mode's paper type and style. */
  const requestFields = () => {
    const form = essayForm.getValues();
    return {
      ...form,
      topic: form.topic.trim(),
      ...(academic ? { academic: { paperType: academic.paperType, citationStyle: academic.citationStyle } } : {}),
    };
  };

  /**
   * `again`: Regenerate (or Retry after a failure), which replaces the draft on screen in History.
   * `fromOutline`: written from the outline being edited; the first such draft of a reopened
   * document, and every later one, replaces that document's text.
   */
  function generate(seed: number | undefined, again: boolean, fromOutline: boolean) {
    if (!hasTopic || generating || (fromOutline && !hasOutline)) return;
    whenValid(() => void send(seed, again, fromOutline), fromOutline);
  }

  /** Sends the request, once the topic (and the outline, for a draft from it) passed their checks. */
  async function send(seed: number | undefined, again: boolean, fromOutline: boolean) {
    const form = essayForm.getValues();
    let fromOutlineFields = {};
    if (fromOutline) {
      // Sent as typed (outlineInput trims and splits the notes), as the form holds it.
      const outline = outlineForm.getValues();
      const input = outlineInput(outline);
      setSentSections(input.sections);
      const replaces = again ? null : attempt?.outline && run?.documentId ? run.documentId : replacesId;
      fromOutlineFields = {
        outline: input,
        ...(academic ? { sources: chosenSources(outline) } : {}),
        ...(replaces ? { documentId: replaces } : {}),
      };
    }
    setAttempt({ outline: fromOutline, length: form.length });
    preloadMarkdown();
    // The draft appears below the form: bring it into view as it starts.
    view.bringIntoView();
    const body = {
      ...requestFields(),
      ...(seed !== undefined ? { seed } : {}),
      ...(academic ? { sources } : {}),
      ...fromOutlineFields,
    };
    const notify = (done: { text: string }) => notifyIfAway(preferences.notifications.desktop, t('essay.readyNotification'), titleOf(done.text, form.topic));
    if (await (again ? regenerate : start)('/api/generate/essay', body, notify)) setOptionsOpen(false);
  }

  /** Regenerate and Retry: the same kind of draft as the last one. */
  const again = () => generate(newSeed(), true, attempt?.outline === true && hasOutline);

  function submit(event: FormEvent) {
    event.preventDefault();
    generate(undefined, false, false);
  }

  /** "Plan an outline": the server proposes sections and guiding questions for the topic; the writer fills them in. */
  function plan() {
    if (!hasTopic || planning || generating) return;
    whenValid(() => void planOutline());
  }

  async function planOutline() {
    // Planning again starts over: the writer's notes and sources would be lost, so it asks first.
    if (hasOutline && outlineForm.getValues('sections').some((s) => notesFromText(s.notes).length > 0 || s.sources.length > 0) && !window.confirm(t('essay.outline.replaceConfirm'))) return;
    setPlanning(true);
    setPlanError(null);
    try {
      const planned = await api<{ outline: Outline; provider: GenerationProvider }>('/api/generate/outline', { method: 'POST', json: requestFields() });
      flushSync(() => loadOutline(planned.outline));
      outlineHeading.current?.focus();
    } catch (error) {
      setPlanError(error instanceof ApiError ? error : new ApiError(0, 'network', String(error)));
    } finally {
      setPlanning(false);
    }
  }

  function reset() {
    // Reset goes with the draft it empties: the keyboard starts again at the topic.
    flushSync(() => {
      clear();
      essayForm.reset(emptyForm);
      setSources([]);
      setOptionsOpen(true);
      loadOutline(null);
      setPlanError(null);
      setAttempt(null);
      setReplacesId(null);
    });
    reopened.forget();
    essayForm.setFocus('topic');
  }

  /** What Download renders: the draft on screen, as History stores it. */
  function draftDocument(): CreateDocumentInput {
    const text = run?.text ?? '';
    // Named from the topic (spec: Essay Generator, Download); the draft's own heading titles the page.
    const title = titleOf('', essayForm.getValues('topic').trim()) || t('essay.untitled');
    return academic
      ? { type: 'academic', title, content: text, data: { academicType: academic.paperType, citationStyle: academic.citationStyle } }
      : { type: 'essay', title, content: text };
  }


  const numberFormat = new Intl.NumberFormat(i18n.language);
  // Offline, a draft from the outline holds what the notes and sources say, never padding: when that
  // falls short of the length asked for, the writer learns how far it went and what would take it further.
  const supported =
    run?.outcome?.kind === 'complete' && run.provider === 'offline' && attempt?.outline && !generating && countWords(run.text) < wordBudgets[attempt.length].min
      ? countWords(run.text)
      : null;

  const fields = (
    <form onSubmit={submit} onKeyDown={(event) => writeOnCtrlEnter(event, () => generate(undefined, false, false))} aria-label={t('essay.formLabel')} className="space-y-5">
      <TextareaField
        label={t('essay.topic')}
        required
        error={topicError ? t(topicError) : undefined}
        maxLength={topicLimits.max}
        placeholder={t(academic ? 'essay.topicPlaceholderAcademic' : 'essay.topicPlaceholder')}
        hint={t('essay.topicHint')}
        className="[&_textarea]:min-h-24"
        {...essayForm.register('topic', { onChange: () => essayForm.clearErrors('topic') })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {!academic && (
          <SelectField
            label={t('essay.type')}
            {...essayForm.register('type')}
            options={essayTypes.map((v) => ({ value: v, label: t(`essay.types.${v}`) }))}
          />
        )}
        <SelectField
          label={t('essay.tone')}
          {...essayForm.register('tone')}
          options={essayTones.map((v) => ({ value: v, label: t(`essay.tones.${v}`) }))}
        />
        <SelectField
          label={t('essay.length')}
          {...essayForm.register('length')}
          options={essayLengths.map((v) => ({ value: v, label: t(`essay.lengths.${v}`) }))}
        />
        <SelectField
          label={t('essay.academicLevel')}
          {...essayForm.register('academicLevel')}
          options={academicLevels.map((v) => ({ value: v, label: t(`essay.levels.${v}`) }))}
        />
      </div>
      {/* With an outline, each section picks its own sources. */}
      {academic && !hasOutline && <SourcesField value={sources} onChange={setSources} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={!hasTopic || generating} focusableWhenDisabled>
          <Sparkles aria-hidden="true" className="size-4" />
          {generating ? t('essay.generating') : t('essay.generate')}
        </Button>
        <Button variant="secondary" size="lg" onClick={plan} disabled={!hasTopic || planning || generating} focusableWhenDisabled>
          <ListTree aria-hidden="true" className="size-4" />
          {planning ? t('essay.outline.planning') : t('essay.outline.plan')}
        </Button>
        <p className="text-sm text-fg-muted">
          <kbd className="rounded border border-border px-1.5 py-0.5 font-sans text-xs">{t('essay.shortcut')}</kbd>
        </p>
        <QuotaLeft />
      </div>
    </form>
  );

  return (
    <PageShell title={t('essay.title')} description={t('essay.intro')} width="default">
      {academic && (
        <section aria-label={t('essay.academicMode')} className="mb-6 flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary-soft p-4 text-primary-soft-fg sm:flex-row sm:items-center sm:p-5">
          <div className="flex-1">
            <p className="font-semibold">{t('essay.academicMode')}</p>
            <p className="text-sm">
              {t('essay.academicChoice', { type: t(`academic.types.${academic.paperType}.title`), style: t(`academic.styles.${academic.citationStyle}.name`) })}
            </p>
          </div>
          <Link to={academic.returnTo} className="inline-flex items-center gap-2 text-sm font-medium underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('essay.backToAcademic')}
          </Link>
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          {/* One tree with or without a draft: the form is never remounted, so the field or button that started a draft keeps the focus while it is written. */}
          <section className="rounded-2xl border border-border bg-surface shadow-sm">
            {run && (
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left font-medium text-fg hover:bg-bg-subtle sm:px-5"
                aria-expanded={optionsOpen}
                aria-controls={optionsId}
                onClick={() => setOptionsOpen((o) => !o)}
              >
                <span>{t('essay.options')}</span>
                <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', optionsOpen && 'rotate-180')} />
              </button>
            )}
            <div id={optionsId} hidden={run ? !optionsOpen : false} className={run ? 'border-t border-border p-4 sm:p-5' : 'p-4 sm:p-6'}>
              {fields}
            </div>
          </section>

          {reopened.loading && <Spinner label={t('essay.outline.opening')} />}
          {reopened.failed && <Alert tone="error">{t('essay.outline.reopenFailed')}</Alert>}
          {/* A failed plan: its reason and Retry; a plan the quota refuses says so plainly, without the draft's trial offer. */}
          {planError && <FailureAlert error={planError} onRetry={plan} />}
          {hasOutline && (
            <>
              {replacesId && reopened.doc?.id === replacesId && <Alert tone="info">{t('essay.outline.reopened', { title: reopened.doc.title })}</Alert>}
              <OutlineEditor
                ref={outlineHeading}
                form={outlineForm}
                serverErrors={serverOutlineErrors}
                academic={academic !== null}
                writing={generating}
                onWrite={() => generate(undefined, false, true)}
              />
            </>
          )}

          {startError && !outlineField && <GenerationErrorAlert error={startError} onRetry={() => generate(undefined, false, attempt?.outline === true && hasOutline)} />}

          {run && (
            <DraftResult
              generation={generation}
              view={view}
              headingId="essay-result-heading"
              title={academic ? t('essay.resultAcademic') : t('essay.result')}
              actions={
                <>
                  <DownloadMenu draft={draftDocument} label={t('essay.download')} />
                  <Button variant="secondary" onClick={reset}>
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {t('essay.reset')}
                  </Button>
                </>
              }
              onRegenerate={again}
              regenerateDisabled={!hasTopic}
              offlineNotice={attempt?.outline ? t('essay.outline.offlineDraftNotice') : t('essay.offlineNotice')}
              finishedStatus={(words, format) => t('essay.stats', { words: format.format(words), minutes: format.format(readingMinutes(words)), count: readingMinutes(words) })}
              notice={supported !== null && <Alert tone="info">{t('essay.outline.supported', { words: numberFormat.format(supported) })}</Alert>}
              draftLabel={t('essay.draftLabel')}
            />
          )}
          <DraftReadyAnnouncer announcement={view.announcement} />
        </div>

        <TipsPanel
          as="aside"
          headingId="essay-tips"
          title={t('essay.tips.title')}
          icon={<Info aria-hidden="true" className="size-4 text-primary" />}
          tips={t('essay.tips.items', { returnObjects: true }) as string[]}
          className="h-fit"
        />
      </div>
    </PageShell>
  );
}
