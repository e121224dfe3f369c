import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isSectionHidden } from '../../../../shared/resume-sections.ts';
import type { ExtraSectionKey } from '../../../../shared/resume.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { resumeFieldId } from '../checks/field-target.ts';
import { MonthYearField } from '../month-year-field.tsx';
import { emptyExtraEntry, moveEntry, type ResumeDraft } from '../resume-form.ts';
import { sectionFields, type SectionField } from './section-fields.ts';

type EntryValues = { id: string } & Record<string, unknown>;
type Update = (change: (draft: ResumeDraft) => ResumeDraft) => void;

/** The entries of a section beyond the core four (the custom section's are under `custom.entries`). */
function entriesOf(draft: ResumeDraft, key: ExtraSectionKey): EntryValues[] {
  return ((key === 'custom' ? draft.custom?.entries : draft[key]) ?? []) as EntryValues[];
}

function withEntries(draft: ResumeDraft, key: ExtraSectionKey, entries: EntryValues[]): ResumeDraft {
  return key === 'custom' ? { ...draft, custom: { ...draft.custom, entries } } : { ...draft, [key]: entries };
}

/**
 * The form of a section beyond experience, education and skills: its
 * entries as cards (each field labelled, entries moved and removed by named
 * buttons), one more added at the end. The custom section has its title first.
 */
export function ExtraSectionEditor({ sectionKey: key, draft, update, dateProblem }: { sectionKey: ExtraSectionKey; draft: ResumeDraft; update: Update; dateProblem: (path: string) => string | undefined }) {
  const { t } = useTranslation();
  const entries = entriesOf(draft, key);
  const change = (next: (entries: EntryValues[]) => EntryValues[]) => update((d) => withEntries(d, key, next(entriesOf(d, key))));
  const setField = (id: string, patch: Record<string, unknown>) => change((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  const name = (i: number) => t(`resume.extra.entryN.${key}`, { n: i + 1 });

  function field(entry: EntryValues, spec: SectionField) {
    const label = t(`resume.fields.${spec.label}`);
    const value = typeof entry[spec.name] === 'string' ? (entry[spec.name] as string) : '';
    const set = (v: unknown) => setField(entry.id, { [spec.name]: v });
    // An end before the start is flagged on the end, as soon as it is picked (as for jobs and studies).
    const error = spec.name === 'endDate' ? dateProblem(`${key}.${entry.id}.endDate`) : undefined;
    // A stable id per field, where a check's "Go to field" lands (checks/field-target.ts).
    const id = resumeFieldId(key, entry.id, spec.name);
    switch (spec.kind) {
      case 'text':
      case 'url':
        return <TextField key={spec.name} id={id} label={label} type={spec.kind === 'url' ? 'url' : 'text'} value={value} onChange={(e) => set(e.target.value)} maxLength={200} hint={spec.name === 'keywords' || spec.name === 'roles' ? t('resume.extra.commaHint') : undefined} />;
      case 'month':
        return <MonthYearField key={spec.name} id={id} className={spec.name === 'startDate' ? 'sm:col-start-1' : undefined} label={label} value={value} error={error} onChange={set} />;
      case 'endMonth':
        return <MonthYearField key={spec.name} id={id} label={label} value={entry.current ? '' : value} disabled={Boolean(entry.current)} error={error} onChange={set} />;
      case 'current':
        return (
          <label key={spec.name} className="flex min-h-11 items-center gap-2 text-sm font-medium text-fg sm:col-span-2">
            <input id={id} type="checkbox" className="size-4 accent-[var(--primary)]" checked={Boolean(entry.current)} onChange={(e) => set(e.target.checked)} />
            {label}
          </label>
        );
      case 'lines':
        return <TextareaField key={spec.name} id={id} className="sm:col-span-2" label={label} hint={t('resume.extra.linesHint')} value={value} onChange={(e) => set(e.target.value)} maxLength={5000} />;
    }
  }

  return (
    <div className="space-y-4">
      {isSectionHidden(draft, key) && <Alert tone="info">{t('resume.arrange.hiddenNote')}</Alert>}
      {key === 'custom' && (
        <div className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
          <TextField id={resumeFieldId('custom', 'title')} label={t('resume.fields.sectionTitle')} hint={t('resume.extra.sectionTitleHint')} value={draft.custom?.title ?? ''} onChange={(e) => update((d) => ({ ...d, custom: { ...d.custom, title: e.target.value } }))} maxLength={200} />
        </div>
      )}
      {entries.map((entry, i) => (
        <fieldset key={entry.id} aria-labelledby={`${entry.id}-heading`} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${entry.id}-heading`} className="text-base font-semibold text-fg">
              {name(i)}
            </h2>
            <div className="flex flex-wrap gap-1">
              <Button variant="ghost" size="sm" className="size-10 p-0" disabled={i === 0} focusableWhenDisabled onClick={() => change((list) => moveEntry(list, i, i - 1))} aria-label={t('resume.moveUp', { item: name(i) })}>
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button variant="ghost" size="sm" className="size-10 p-0" disabled={i === entries.length - 1} focusableWhenDisabled onClick={() => change((list) => moveEntry(list, i, i + 1))} aria-label={t('resume.moveDown', { item: name(i) })}>
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button variant="ghost" size="sm" className="h-10 text-danger hover:bg-danger-soft" onClick={() => change((list) => list.filter((e) => e.id !== entry.id))} aria-label={t('resume.removeItem', { item: name(i) })}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('resume.remove')}
              </Button>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">{sectionFields[key].map((spec) => field(entry, spec))}</div>
        </fieldset>
      ))}
      <Button variant="secondary" className="h-11" onClick={() => change((list) => [...list, emptyExtraEntry[key]() as EntryValues])}>
        <Plus aria-hidden="true" className="size-4" />
        {t(`resume.extra.add.${key}`)}
      </Button>
    </div>
  );
}
