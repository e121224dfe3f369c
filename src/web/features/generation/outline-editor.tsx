import { ArrowDown, ArrowUp, FilePenLine, Plus, Trash2 } from 'lucide-react';
import { forwardRef, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useFieldArray, useWatch, type FieldErrors, type Path, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { outlineLimits } from '../../../shared/outline.ts';
import { writeOnCtrlEnter, focusableHeadingClass } from '../../components/generation/draft-ready.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { focusAfterRemove, newSection, notesFromText, type EditableOutline, type EditableSection } from './outline-editing.ts';
import { SourcesField } from './sources-field.tsx';

export interface OutlineEditorProps {
  /** The outline's form (react-hook-form with `editableOutlineSchema`), held by the page that sends it. */
  form: UseFormReturn<EditableOutline>;
  /** The server's sentences on the fields it refused, by field: `thesis`, `title`, `<sectionId>.heading`, `<sectionId>.notes`, `<sectionId>.sources`. */
  serverErrors: Record<string, string>;
  /** Academic mode: sources are what a paper cites, not an option. */
  academic: boolean;
  writing: boolean;
  onWrite: () => void;
}

/** The largest notes text one section may hold: every note at its longest, one a line. */
const notesMaxLength = outlineLimits.notes * (outlineLimits.note + 1);

/** Where the keyboard goes after a refused Write draft: the first field with a message, in reading order. */
export function firstOutlineError(errors: FieldErrors<EditableOutline>, sections: number): Path<EditableOutline> | null {
  if (errors.title) return 'title';
  if (errors.thesis) return 'thesis';
  for (let i = 0; i < sections; i += 1) {
    for (const part of ['heading', 'notes'] as const) if (errors.sections?.[i]?.[part]) return `sections.${i}.${part}`;
  }
  return null;
}

/**
 * The outline between "Plan an outline" and "Write draft from outline": the
 * working title and thesis, then each section with its purpose and guiding
 * questions (the plan's), the writer's notes and sources (theirs), and the
 * controls to add, remove and reorder sections without losing the keyboard's
 * place.
 */
export const OutlineEditor = forwardRef<HTMLHeadingElement, OutlineEditorProps>(function OutlineEditor({ form, serverErrors, academic, writing, onWrite }, headingRef) {
  const { t } = useTranslation();
  const { control, register, getValues, setValue } = form;
  const errors = form.formState.errors;
  const { fields, insert, remove: removeAt, swap } = useFieldArray({ control, name: 'sections' });
  // Re-render on every edit (headings name their section; notes and sources change what is said), reading the values as they stand.
  useWatch({ control });
  const sections = getValues('sections');
  // Controls are found by their `data-focus-key` (`thesis`, `s2.heading`, `s2.up`, `add`…) when the focus must move to them.
  const root = useRef<HTMLElement>(null);
  // The control that takes the focus once the change it follows is on screen.
  const pendingFocus = useRef<string | null>(null);
  const full = sections.length >= outlineLimits.sections;
  const hasNotes = sections.some((s) => notesFromText(s.notes).length > 0 || s.sources.length > 0);

  const focusControl = (key: string) => root.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();

  // After a change to the sections, the focus goes where pendingFocus says.
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    pendingFocus.current = null;
    if (key) focusControl(key);
  }, [fields]);

  // The server refusing a field puts the keyboard on it.
  useEffect(() => {
    const first = Object.keys(serverErrors)[0];
    if (first) focusControl(first);
  }, [serverErrors]);

  /** A field's message: the server's sentence, else the form's check, translated. */
  function errorOf(key: string, message: string | undefined, options?: Record<string, unknown>): string | undefined {
    return serverErrors[key] ?? (message ? t(message, options) : undefined);
  }

  function move(index: number, by: -1 | 1) {
    const at = index + by;
    if (at < 0 || at >= sections.length) return;
    // The same button follows the section; at the top or bottom it is disabled, so the other one takes the focus.
    const stillMovable = by === -1 ? at > 0 : at < sections.length - 1;
    pendingFocus.current = `${sections[index]!.id}.${(by === -1) === stillMovable ? 'up' : 'down'}`;
    swap(index, at);
  }

  function remove(index: number) {
    // The outline keeps one section at least (the server refuses an empty one).
    if (sections.length <= 1) return;
    const next = focusAfterRemove(sections, sections[index]!.id);
    pendingFocus.current = next ? `${next}.heading` : 'add';
    removeAt(index);
  }

  function add() {
    const added = newSection(sections, t('essay.outline.newSection'));
    if (!added) return;
    pendingFocus.current = `${added.section.id}.heading`;
    insert(added.at, added.section, { shouldFocus: false });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onWrite();
  }

  return (
    <section ref={root} aria-labelledby="outline-heading" className="rounded-2xl border border-border bg-surface shadow-sm">
      <div className="border-b border-border px-4 py-3 sm:px-5">
        <h2 ref={headingRef} id="outline-heading" tabIndex={-1} className={cn('text-base font-semibold text-fg', focusableHeadingClass)}>
          {t('essay.outline.heading')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('essay.outline.intro')}</p>
      </div>
      {/* noValidate: an emptied heading is caught by Write draft, with its message on the field, not by the browser's bubble. */}
      <form noValidate onSubmit={submit} onKeyDown={(event) => writeOnCtrlEnter(event, onWrite)} className="space-y-5 p-4 sm:p-6">
        <TextField
          data-focus-key="title"
          label={t('essay.outline.title')}
          maxLength={outlineLimits.title}
          error={errorOf('title', errors.title?.message)}
          {...register('title')}
        />
        <TextareaField
          data-focus-key="thesis"
          label={t('essay.outline.thesis')}
          maxLength={outlineLimits.thesis}
          hint={t('essay.outline.thesisHint')}
          error={errorOf('thesis', errors.thesis?.message)}
          className="[&_textarea]:min-h-20"
          {...register('thesis')}
        />
        <ol aria-label={t('essay.outline.sections')} className="space-y-4">
          {fields.map((field, index) => (
            <li key={field.id}>
              <SectionCard
                section={sections[index]!}
                index={index}
                last={index === sections.length - 1}
                only={sections.length === 1}
                academic={academic}
                register={register}
                errorOf={(part, options) => errorOf(`${sections[index]!.id}.${part}`, errors.sections?.[index]?.[part]?.message, options)}
                onSources={(keys) => setValue(`sections.${index}.sources`, keys.slice(0, outlineLimits.sources))}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button data-focus-key="add" variant="secondary" onClick={add} disabled={full} focusableWhenDisabled aria-describedby={full ? 'outline-section-limit' : undefined}>
            <Plus aria-hidden="true" className="size-4" />
            {t('essay.outline.add')}
          </Button>
          {full && (
            <p id="outline-section-limit" className="text-sm text-fg-muted">
              {t('outline.tooManySections', { count: outlineLimits.sections })}
            </p>
          )}
        </div>
        {!hasNotes && <p className="text-sm text-fg-muted">{t('essay.outline.noNotes')}</p>}
        <Button type="submit" size="lg" disabled={writing} focusableWhenDisabled>
          <FilePenLine aria-hidden="true" className="size-4" />
          {writing ? t('essay.generating') : t('essay.outline.write')}
        </Button>
      </form>
    </section>
  );
});

function SectionCard({
  section,
  index,
  last,
  only,
  academic,
  register,
  errorOf,
  onSources,
  onMove,
  onRemove,
}: {
  section: EditableSection;
  index: number;
  last: boolean;
  only: boolean;
  academic: boolean;
  register: UseFormRegister<EditableOutline>;
  /** The translated message of one of the section's fields, if any. */
  errorOf: (part: 'heading' | 'notes' | 'sources', options?: Record<string, unknown>) => string | undefined;
  onSources: (keys: string[]) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [sourcesOpen, setSourcesOpen] = useState(section.sources.length > 0);
  const heading = section.heading.trim() || t('essay.outline.untitled');
  const questionsId = `outline-${section.id}-questions`;
  const number = index + 1;
  const first = index === 0;
  const sourcesError = errorOf('sources');
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-border p-4">
      <legend className="max-w-full px-1 text-sm font-semibold break-words text-fg">{t('essay.outline.section', { number, heading })}</legend>
      <TextField
        data-focus-key={`${section.id}.heading`}
        label={t('essay.outline.sectionHeading')}
        required
        maxLength={outlineLimits.heading}
        error={errorOf('heading')}
        {...register(`sections.${index}.heading`)}
      />
      {section.purpose && (
        <p className="text-sm text-fg">
          <span className="font-medium">{t('essay.outline.purpose')}</span> {section.purpose}
        </p>
      )}
      {section.questions.length > 0 && (
        <div>
          <p id={questionsId} className="text-sm font-medium text-fg">
            {t('essay.outline.questions')}
          </p>
          <ul aria-labelledby={questionsId} className="mt-1 list-disc space-y-1 pl-5 text-sm text-fg-muted">
            {section.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </div>
      )}
      <TextareaField
        data-focus-key={`${section.id}.notes`}
        label={t('essay.outline.notes')}
        maxLength={notesMaxLength}
        hint={t('essay.outline.notesHint')}
        error={errorOf('notes', { count: outlineLimits.notes, max: outlineLimits.note })}
        className="[&_textarea]:min-h-24"
        {...register(`sections.${index}.notes`)}
      />
      <details open={sourcesOpen} onToggle={(e) => setSourcesOpen(e.currentTarget.open)} className="rounded-lg border border-border">
        <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-ring">
          {t('essay.outline.sourcesSummary', { count: section.sources.length })}
        </summary>
        {sourcesOpen && (
          <div className="border-t border-border p-3">
            <SourcesField
              value={section.sources}
              onChange={onSources}
              legend={t('essay.outline.sourcesLegend', { heading })}
              hint={academic ? t('essay.outline.sourcesHintAcademic') : t('essay.outline.sourcesHint')}
              none={t('essay.outline.sourcesNone')}
              max={outlineLimits.sources}
            />
            {sourcesError && <p className="mt-2 text-sm text-danger">{sourcesError}</p>}
          </div>
        )}
      </details>
      <div className="flex flex-wrap gap-2">
        <Button data-focus-key={`${section.id}.up`} variant="secondary" size="sm" disabled={first} focusableWhenDisabled onClick={() => onMove(-1)} aria-label={t('essay.outline.moveUp', { heading })}>
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('essay.outline.up')}
        </Button>
        <Button data-focus-key={`${section.id}.down`} variant="secondary" size="sm" disabled={last} focusableWhenDisabled onClick={() => onMove(1)} aria-label={t('essay.outline.moveDown', { heading })}>
          <ArrowDown aria-hidden="true" className="size-4" />
          {t('essay.outline.down')}
        </Button>
        <Button variant="ghost" size="sm" disabled={only} onClick={onRemove} aria-label={t('essay.outline.remove', { heading })}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('essay.outline.removeShort')}
        </Button>
      </div>
    </fieldset>
  );
}
