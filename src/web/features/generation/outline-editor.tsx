import { ArrowDown, ArrowUp, FilePenLine, Plus, Trash2 } from 'lucide-react';
import { forwardRef, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { outlineLimits } from '../../../shared/outline.ts';
import { writeOnCtrlEnter, focusableHeadingClass } from '../../components/generation/draft-ready.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { addedSectionId, focusAfterRemove, notesFromText, type EditableOutline, type EditableSection, type OutlineAction } from './outline-editing.ts';
import { SourcesField } from './sources-field.tsx';

export interface OutlineEditorProps {
  outline: EditableOutline;
  dispatch: Dispatch<OutlineAction>;
  /** Translated errors by field: `thesis`, `title`, `<sectionId>.heading`, `<sectionId>.notes`, `<sectionId>.sources`. */
  errors: Record<string, string>;
  /** Academic mode: sources are what a paper cites, not an option. */
  academic: boolean;
  writing: boolean;
  onWrite: () => void;
}

/** The largest notes text one section may hold: every note at its longest, one a line. */
const notesMaxLength = outlineLimits.notes * (outlineLimits.note + 1);

/**
 * The outline between "Plan an outline" and "Write draft from outline": the
 * working title and thesis, then each section with its purpose and guiding
 * questions (the plan's), the writer's notes and sources (theirs), and the
 * controls to add, remove and reorder sections without losing the keyboard's
 * place.
 */
export const OutlineEditor = forwardRef<HTMLHeadingElement, OutlineEditorProps>(function OutlineEditor({ outline, dispatch, errors, academic, writing, onWrite }, headingRef) {
  const { t } = useTranslation();
  // Controls are found by their `data-focus-key` (`thesis`, `s2.heading`, `s2.up`, `add`…) when the focus must move to them.
  const root = useRef<HTMLElement>(null);
  // The control that takes the focus once the change it follows is on screen.
  const pendingFocus = useRef<string | null>(null);
  const sections = outline.sections;
  const full = sections.length >= outlineLimits.sections;
  const hasNotes = sections.some((s) => notesFromText(s.notes).length > 0 || s.sources.length > 0);

  const control = (key: string) => root.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();

  // After a change, the focus goes where pendingFocus says: `add` (Add section), `added` (the new
  // section's heading, its id found by comparing the outlines) or a control's key.
  const previous = useRef(outline);
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    pendingFocus.current = null;
    const before = previous.current;
    previous.current = outline;
    if (!key) return;
    if (key === 'added') {
      const id = addedSectionId(before, outline);
      if (id) control(`${id}.heading`);
    } else control(key);
  }, [outline]);

  // A new set of errors (a refused Write draft) puts the keyboard on the first field named.
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) control(first);
  }, [errors]);

  function move(section: EditableSection, by: -1 | 1) {
    const at = sections.indexOf(section) + by;
    // The same button follows the section; at the top or bottom it is disabled, so the other one takes the focus.
    const stillMovable = by === -1 ? at > 0 : at < sections.length - 1;
    pendingFocus.current = `${section.id}.${(by === -1) === stillMovable ? 'up' : 'down'}`;
    dispatch({ type: 'move', id: section.id, by });
  }

  function remove(section: EditableSection) {
    const next = focusAfterRemove(sections, section.id);
    pendingFocus.current = next ? `${next}.heading` : 'add';
    dispatch({ type: 'remove', id: section.id });
  }

  function add() {
    pendingFocus.current = 'added';
    dispatch({ type: 'add', heading: t('essay.outline.newSection') });
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
          value={outline.title}
          maxLength={outlineLimits.title}
          error={errors.title}
          onChange={(e) => dispatch({ type: 'title', value: e.target.value })}
        />
        <TextareaField
          data-focus-key="thesis"
          label={t('essay.outline.thesis')}
          value={outline.thesis}
          maxLength={outlineLimits.thesis}
          hint={t('essay.outline.thesisHint')}
          error={errors.thesis}
          className="[&_textarea]:min-h-20"
          onChange={(e) => dispatch({ type: 'thesis', value: e.target.value })}
        />
        <ol aria-label={t('essay.outline.sections')} className="space-y-4">
          {sections.map((section, index) => (
            <li key={section.id}>
              <SectionCard
                section={section}
                number={index + 1}
                first={index === 0}
                last={index === sections.length - 1}
                only={sections.length === 1}
                academic={academic}
                errors={errors}
                dispatch={dispatch}
                onMove={(by) => move(section, by)}
                onRemove={() => remove(section)}
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
  number,
  first,
  last,
  only,
  academic,
  errors,
  dispatch,
  onMove,
  onRemove,
}: {
  section: EditableSection;
  number: number;
  first: boolean;
  last: boolean;
  only: boolean;
  academic: boolean;
  errors: Record<string, string>;
  dispatch: Dispatch<OutlineAction>;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [sourcesOpen, setSourcesOpen] = useState(section.sources.length > 0);
  const heading = section.heading.trim() || t('essay.outline.untitled');
  const questionsId = `outline-${section.id}-questions`;
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-border p-4">
      <legend className="max-w-full px-1 text-sm font-semibold break-words text-fg">{t('essay.outline.section', { number, heading })}</legend>
      <TextField
        data-focus-key={`${section.id}.heading`}
        label={t('essay.outline.sectionHeading')}
        required
        value={section.heading}
        maxLength={outlineLimits.heading}
        error={errors[`${section.id}.heading`]}
        onChange={(e) => dispatch({ type: 'heading', id: section.id, value: e.target.value })}
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
        value={section.notes}
        maxLength={notesMaxLength}
        hint={t('essay.outline.notesHint')}
        error={errors[`${section.id}.notes`]}
        className="[&_textarea]:min-h-24"
        onChange={(e) => dispatch({ type: 'notes', id: section.id, value: e.target.value })}
      />
      <details open={sourcesOpen} onToggle={(e) => setSourcesOpen(e.currentTarget.open)} className="rounded-lg border border-border">
        <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-ring">
          {t('essay.outline.sourcesSummary', { count: section.sources.length })}
        </summary>
        {sourcesOpen && (
          <div className="border-t border-border p-3">
            <SourcesField
              value={section.sources}
              onChange={(keys) => dispatch({ type: 'sources', id: section.id, value: keys })}
              legend={t('essay.outline.sourcesLegend', { heading })}
              hint={academic ? t('essay.outline.sourcesHintAcademic') : t('essay.outline.sourcesHint')}
              none={t('essay.outline.sourcesNone')}
              max={outlineLimits.sources}
            />
            {errors[`${section.id}.sources`] && <p className="mt-2 text-sm text-danger">{errors[`${section.id}.sources`]}</p>}
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
