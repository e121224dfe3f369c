import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { citationStyleProfiles, citationStyles, defaultCitationStyle, type ChicagoForm, type CitationStyle } from '../../../shared/citation-styles.ts';
import type { PaperSettings } from '../../../shared/papers.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';


const metaFields = ['author', 'affiliation', 'course', 'instructor', 'dueDate'] as const;

/** Style, its form where it offers a choice (Chicago's), the reference list's scope, and the title-page details; `children` (the citation check) close it. */
export function PaperPanel({ value, onChange, children }: { value: PaperSettings; onChange: (next: PaperSettings) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const uncitedId = useId();
  const style = value.citationStyle ?? defaultCitationStyle;
  // Chicago is the one style with forms to choose from; a paper stores its choice as `chicagoForm`.
  const { forms } = citationStyleProfiles[style];
  return (
    <section aria-labelledby="paper-settings" className="mt-6 rounded-xl border border-border bg-surface p-4 sm:p-5">
      <h2 id="paper-settings" className="text-base font-semibold text-fg">
        {t('paper.settings')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('paper.style')}
          value={style}
          onChange={(e) => onChange({ ...value, citationStyle: e.target.value as CitationStyle })}
          options={citationStyles.map((s) => ({ value: s, label: t(`academic.styles.${s}.name`) }))}
        />
        {forms.length > 1 && (
          <SelectField
            label={t('paper.chicagoForm')}
            value={value.chicagoForm ?? forms[0]!.form}
            onChange={(e) => onChange({ ...value, chicagoForm: e.target.value as ChicagoForm })}
            options={forms.map(({ form }) => ({ value: form!, label: t(`paper.chicagoForms.${form}`) }))}
          />
        )}
      </div>
      <label htmlFor={uncitedId} className="mt-4 flex items-center gap-2 text-sm text-fg">
        <input id={uncitedId} type="checkbox" className="size-4" checked={value.includeUncited ?? false} onChange={(e) => onChange({ ...value, includeUncited: e.target.checked })} />
        {t('paper.includeUncited')}
      </label>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-fg">{t('paper.titlePage')}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {metaFields.map((field) => (
            <TextField
              key={field}
              label={t(`paper.meta.${field}`)}
              type={field === 'dueDate' ? 'date' : 'text'}
              value={value.paper?.[field] ?? ''}
              maxLength={field === 'affiliation' ? 300 : 200}
              onChange={(e) => onChange({ ...value, paper: { ...value.paper, [field]: e.target.value } })}
            />
          ))}
        </div>
      </details>
      <p className="mt-4 text-sm text-fg-muted">
        {t('paper.libraryHint')}{' '}
        <Link to="/references" className="font-medium text-primary underline-offset-2 hover:underline">
          {t('paper.openLibrary')}
        </Link>
      </p>
      {children}
    </section>
  );
}
