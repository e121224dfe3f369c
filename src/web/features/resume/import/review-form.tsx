import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { printedSections } from '../../../../shared/resume-sections.ts';
import type { ResumeData } from '../../../../shared/resume.ts';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { MonthYearField } from '../month-year-field.tsx';
import { useSectionName } from '../sections/section-name.ts';
import { valueAt, withValueAt } from './import-answers.ts';

/** The personal details the review shows, in the builder's order. */
const personalFields = ['fullName', 'label', 'email', 'phone', 'location', 'linkedin', 'website'] as const;
const experienceFields = ['company', 'position', 'location'] as const;
const educationFields = ['institution', 'degree', 'fieldOfStudy'] as const;

/** The label of a field's path, as the builder names it: "Experience 2 › Company/Organization". */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (path: string): string => {
    const parts = path.split('.');
    const field = parts.at(-1)!;
    const name = field === 'name' && parts[0] === 'skills' ? t('resume.fields.skill') : t(`resume.fields.${field}`, { defaultValue: field });
    if (parts.length === 3 && parts[0] === 'experience') return `${t('resume.experienceN', { n: Number(parts[1]) + 1 })} › ${name}`;
    if (parts.length === 3 && parts[0] === 'education') return `${t('resume.educationN', { n: Number(parts[1]) + 1 })} › ${name}`;
    if (parts.length === 3 && parts[0] === 'skills') return t('resume.skillN', { n: Number(parts[1]) + 1 });
    if (parts.length === 3) return `${t(`resume.extra.entryN.${parts[0]}`, { n: Number(parts[1]) + 1, defaultValue: parts[0] })} › ${name}`;
    return name;
  };
}

interface ReviewProps {
  draft: ResumeData;
  onChange: (next: ResumeData) => void;
  uncertain: ReadonlySet<string>;
  /** A field took focus: its value, to find in the text as read. */
  onFocusValue: (value: string) => void;
}

/** One text field of the review; a guessed one carries a "Check this" badge and says why to assistive technology. */
function ReviewField({ path, label, multiline = false, draft, onChange, uncertain, onFocusValue }: ReviewProps & { path: string; label: string; multiline?: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const guessed = uncertain.has(path);
  const value = valueAt(draft, path);
  const text = typeof value === 'string' ? value : '';
  const control = {
    value: text,
    maxLength: multiline ? 5000 : 200,
    onChange: (event: { target: { value: string } }) => onChange(withValueAt(draft, path, event.target.value)),
    onFocus: () => onFocusValue(text),
  };
  return (
    <div className={cn('rounded-lg', guessed && 'border border-primary/40 bg-primary-soft/40 p-2')} data-path={path}>
      <Field label={label}>
        {({ 'aria-describedby': described, ...props }) => {
          const describedBy = [described, guessed ? hintId : undefined].filter(Boolean).join(' ') || undefined;
          return multiline ? (
            <textarea {...props} {...control} aria-describedby={describedBy} rows={4} className={cn(inputClass, 'resize-y text-sm')} />
          ) : (
            <input {...props} {...control} aria-describedby={describedBy} className={inputClass} />
          );
        }}
      </Field>
      {guessed && (
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-fg-muted">
          <span className="rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-fg">{t('resume.importFile.checkBadge')}</span>
          <span id={hintId}>{t('resume.importFile.checkHint')}</span>
        </p>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h4 className="text-base font-semibold text-fg">{title}</h4>
      {children}
    </section>
  );
}

function Entry({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-semibold text-fg">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The import's result as an editable form: personal details, summary,
 * experience, education and skills field by field; the other sections
 * listed as read (the builder edits them once imported).
 */
export function ReviewForm(props: ReviewProps) {
  const { t } = useTranslation();
  const { draft, onChange } = props;
  const sectionName = useSectionName(draft);
  const noEntries = <p className="text-sm text-fg-muted">{t('resume.importFile.noEntries')}</p>;
  const others = printedSections(draft).flatMap((section) => ('entries' in section ? [section] : []));
  const dates = (where: 'experience' | 'education', index: number) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['startDate', 'endDate'] as const).map((field) => (
        <MonthYearField
          key={field}
          label={t(`resume.fields.${field}`)}
          value={String(valueAt(draft, `${where}.${index}.${field}`) ?? '')}
          onChange={(value) => onChange(withValueAt(draft, `${where}.${index}.${field}`, value))}
          disabled={field === 'endDate' && where === 'experience' && Boolean(draft.experience?.[index]?.current)}
        />
      ))}
    </div>
  );

  return (
    <div className="space-y-6">
      <Section title={t('resume.tabs.personal')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {personalFields.map((field) => (
            <ReviewField key={field} {...props} path={`personalInfo.${field}`} label={t(`resume.fields.${field}`)} />
          ))}
        </div>
      </Section>
      <Section title={t('resume.tabs.summary')}>
        <ReviewField {...props} path="summary" label={t('resume.fields.summary')} multiline />
      </Section>
      <Section title={t('resume.tabs.experience')}>
        {(draft.experience ?? []).length === 0 && noEntries}
        {(draft.experience ?? []).map((entry, index) => (
          <Entry key={entry.id ?? index} legend={t('resume.experienceN', { n: index + 1 })}>
            <div className="grid gap-3 sm:grid-cols-2">
              {experienceFields.map((field) => (
                <ReviewField key={field} {...props} path={`experience.${index}.${field}`} label={t(`resume.fields.${field}`)} />
              ))}
            </div>
            {dates('experience', index)}
            <label className="flex items-center gap-2 text-sm text-fg">
              <input type="checkbox" className="size-4 accent-primary" checked={Boolean(entry.current)} onChange={(e) => onChange(withValueAt(draft, `experience.${index}.current`, e.target.checked))} />
              {t('resume.fields.current')}
            </label>
            <ReviewField {...props} path={`experience.${index}.description`} label={t('resume.fields.description')} multiline />
          </Entry>
        ))}
      </Section>
      <Section title={t('resume.tabs.education')}>
        {(draft.education ?? []).length === 0 && noEntries}
        {(draft.education ?? []).map((entry, index) => (
          <Entry key={entry.id ?? index} legend={t('resume.educationN', { n: index + 1 })}>
            <div className="grid gap-3 sm:grid-cols-2">
              {educationFields.map((field) => (
                <ReviewField key={field} {...props} path={`education.${index}.${field}`} label={t(`resume.fields.${field}`)} />
              ))}
            </div>
            {dates('education', index)}
            <ReviewField {...props} path={`education.${index}.description`} label={t('resume.fields.description')} multiline />
          </Entry>
        ))}
      </Section>
      <Section title={t('resume.tabs.skills')}>
        {(draft.skills ?? []).length === 0 && noEntries}
        <div className="grid gap-3 sm:grid-cols-2">
          {(draft.skills ?? []).map((skill, index) => (
            <ReviewField key={skill.id ?? index} {...props} path={`skills.${index}.name`} label={t('resume.skillN', { n: index + 1 })} />
          ))}
        </div>
      </Section>
      {others.length > 0 && (
        <Section title={t('resume.importFile.otherTitle')}>
          <p className="text-sm text-fg-muted">{t('resume.importFile.otherHint')}</p>
          <ul className="space-y-2 text-sm">
            {others.map((section) => (
              <li key={section.key} className="rounded-lg border border-border p-3">
                <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
                  {sectionName(section.key)}
                  <span className="font-normal text-fg-muted">{t('resume.importFile.entries', { count: section.entries.length })}</span>
                  {props.uncertain.has(section.key) && <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">{t('resume.importFile.checkBadge')}</span>}
                </p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-fg-muted">
                  {section.entries.map((entry, index) => (
                    <li key={index}>{[entry.title, entry.subtitle, entry.dates].filter(Boolean).join(' · ')}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
