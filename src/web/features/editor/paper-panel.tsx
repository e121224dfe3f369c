import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { citationStyleProfiles, citationStyles, defaultCitationStyle, isCatalogueStyleId, isUserStyleId, type ChicagoForm, type CitationStyle, type OwnStyleChoice } from '../../../shared/citation-styles.ts';
import type { PaperSettings } from '../../../shared/papers.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useCatalogueStyle, useRememberCatalogueStyle } from '../../lib/citation-catalogue.ts';
import { useOwnStyles } from './own-styles.tsx';
import { StylePickerDialog } from './style-picker-dialog.tsx';


const metaFields = ['author', 'affiliation', 'course', 'instructor', 'dueDate'] as const;


/**
 * Style (one of the featured five, or any style of the catalogue, which the
 * featured one then only backs up), its form where it offers a choice
 * (Chicago's), the reference list's scope, and the title-page details;
 * `children` (the citation check) close it.
 */
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
        {/* Chicago's forms: moot while a catalogue style formats the paper. */}
        {forms.length > 1 && !isCatalogueStyleId(value.cslStyle) && !isUserStyleId(value.cslStyle) && (
          <SelectField
            label={t('paper.chicagoForm')}
            value={value.chicagoForm ?? forms[0]!.form}
            onChange={(e) => onChange({ ...value, chicagoForm: e.target.value as ChicagoForm })}
            options={forms.map(({ form }) => ({ value: form!, label: t(`paper.chicagoForms.${form}`) }))}
          />
        )}
      </div>
      <CatalogueChoice cslStyle={isCatalogueStyleId(value.cslStyle) || isUserStyleId(value.cslStyle) ? value.cslStyle : undefined} onChange={(cslStyle) => onChange({ ...value, cslStyle })} />
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

/** The catalogue style (or uploaded style) the paper follows, named, with Change and the way back to the featured styles; or the way to the catalogue. */
function CatalogueChoice({ cslStyle, onChange }: { cslStyle: OwnStyleChoice | undefined; onChange: (next: OwnStyleChoice | null) => void }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const followsId = useId();
  const own = isUserStyleId(cslStyle);
  const catalogued = useCatalogueStyle(own ? undefined : cslStyle);
  const ownStyles = useOwnStyles(own);
  // An uploaded style is named from the user's own list; a deleted one reads as unknown.
  const chosen = own ? { isPending: ownStyles.isPending, data: ownStyles.data ? (ownStyles.data.styles.find((s) => s.id === cslStyle) ?? null) : undefined } : catalogued;
  const shownId = cslStyle?.replace(/^(csl|user):/, '');
  const remember = useRememberCatalogueStyle();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {cslStyle && (
        <div id={followsId} className="mr-auto min-w-0 text-sm">
          {chosen.isPending ? (
            <Spinner label={t('paper.catalogue.loadingStyle')} />
          ) : chosen.data === null ? (
            <p className="text-fg">{t('paper.catalogue.unknown', { id: shownId })}</p>
          ) : (
            <>
              <p className="font-medium break-words text-fg">{t('paper.catalogue.follows', { title: chosen.data?.title ?? shownId })}</p>
              <p className="text-fg-muted">{t('paper.catalogue.fallbackHint')}</p>
            </>
          )}
        </div>
      )}
      {/* One button in both states, so focus comes back to it when the dialog closes on a choice. */}
      <Button ref={opener} variant="secondary" size="sm" onClick={() => setPicking(true)} aria-describedby={cslStyle ? followsId : undefined}>
        {cslStyle ? t('paper.catalogue.change') : t('paper.catalogue.more')}
      </Button>
      {cslStyle && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onChange(null);
            // This button goes with the style; the keyboard stays on the one that remains.
            opener.current?.focus();
          }}
        >
          {t('paper.catalogue.useFeatured')}
        </Button>
      )}
      <StylePickerDialog
        open={picking}
        onOpenChange={setPicking}
        current={cslStyle}
        onChoose={(style) => {
          remember(style);
          onChange(style.id);
        }}
        onChooseOwn={(style) => onChange(style.id)}
      />
    </div>
  );
}
