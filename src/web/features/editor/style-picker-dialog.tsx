import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueFormats, type CatalogueFormat, type OwnStyleChoice } from '../../../shared/citation-styles.ts';
import type { CatalogueStyleSummary } from '../../../shared/papers.ts';
import type { UserStyleSummary } from '../../../shared/user-styles.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { catalogueFields } from '../../../shared/citation-styles.ts';
import { catalogueStylesPageSize, useCatalogueStyles } from '../../lib/citation-catalogue.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { OwnStyles } from './own-styles.tsx';

/**
 * Choose any style of the CSL catalogue for a paper: searched on the server
 * as the user types, filtered by field and citation format, a page at a time.
 * Below it, the user's own uploaded styles ("Your styles"), and the upload of
 * a .csl file. Choosing a style closes the dialog; focus goes back to what opened it.
 */
export function StylePickerDialog({
  open,
  onOpenChange,
  current,
  onChoose,
  onChooseOwn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The style the paper follows now, marked in the list. */
  current?: OwnStyleChoice | undefined;
  onChoose: (style: CatalogueStyleSummary) => void;
  /** Choosing one of the user's uploaded styles; without it, "Your styles" offers only upload and delete. */
  onChooseOwn?: ((style: UserStyleSummary) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={t('paper.catalogue.title')} description={t('paper.catalogue.description')}>
      {/* Mounted only while open: each opening starts from an empty search on the first page. */}
      <div className="space-y-6">
        <StyleSearch
          current={current}
          onChoose={(style) => {
            onChoose(style);
            onOpenChange(false);
          }}
        />
        <OwnStyles
          current={current}
          onChoose={
            onChooseOwn &&
            ((style) => {
              onChooseOwn(style);
              onOpenChange(false);
            })
          }
        />
      </div>
    </Dialog>
  );
}

function StyleSearch({ current, onChoose }: { current: OwnStyleChoice | undefined; onChoose: (style: CatalogueStyleSummary) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [field, setField] = useState('');
  const [format, setFormat] = useState<CatalogueFormat | ''>('');
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(text.trim(), 250);
  // A new search starts on its first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setOffset(0);
  }
  const list = useCatalogueStyles({ search, field, format, offset });
  const searchBox = useRef<HTMLInputElement>(null);
  const listStart = useRef<HTMLParagraphElement>(null);

  // The search box gets focus once the dialog has noted what opened it (an `autoFocus`
  // would come first, and focus would not go back to the panel's button on close).
  useEffect(() => {
    const frame = requestAnimationFrame(() => searchBox.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  function turnTo(next: number) {
    setOffset(next);
    // The keyboard goes on from the top of the new page, not from the buttons below the list it left.
    listStart.current?.focus();
  }

  const styles = list.data?.styles ?? [];
  const total = list.data?.total ?? 0;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem] sm:items-end">
        <SearchField ref={searchBox} label={t('paper.catalogue.search')} placeholder={t('paper.catalogue.searchPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} maxLength={200} />
        <SelectField
          label={t('paper.catalogue.field')}
          value={field}
          onChange={(e) => {
            setField(e.target.value);
            setOffset(0);
          }}
          options={[{ value: '', label: t('paper.catalogue.allFields') }, ...catalogueFields.map((f) => ({ value: f, label: t(`paper.catalogue.fields.${f}`) }))]}
        />
        <SelectField
          label={t('paper.catalogue.format')}
          value={format}
          onChange={(e) => {
            setFormat(e.target.value as CatalogueFormat | '');
            setOffset(0);
          }}
          options={[{ value: '', label: t('paper.catalogue.allFormats') }, ...catalogueFormats.map((f) => ({ value: f, label: t(`paper.catalogue.formats.${f}`) }))]}
        />
      </div>
      {list.isError ? (
        <Alert tone="error">{t(`errors.${list.error instanceof ApiError ? list.error.code : 'internal'}`)}</Alert>
      ) : !list.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p ref={listStart} tabIndex={-1} className="text-sm text-fg-muted focus:outline-none" aria-live="polite">
            {t('paper.catalogue.found', { count: total })}
            {total > styles.length && styles.length > 0 && <> · {t('paper.catalogue.range', { from: offset + 1, to: offset + styles.length, total })}</>}
          </p>
          {styles.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-fg-muted">{t('paper.catalogue.noMatch')}</p>
          ) : (
            <ul aria-label={t('paper.catalogue.results')} aria-busy={list.isPlaceholderData || undefined} className="space-y-2">
              {styles.map((style) => (
                <li key={style.id}>
                  <button
                    type="button"
                    onClick={() => onChoose(style)}
                    aria-current={style.id === current || undefined}
                    className="w-full rounded-lg border border-border px-3 py-2 text-left text-sm hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=true]:border-primary"
                  >
                    <span className="block font-medium break-words text-fg">{style.title}</span>
                    <span className="block text-fg-muted">
                      {t(`paper.catalogue.formats.${style.format}`)}
                      {style.id === current && <> · {t('paper.catalogue.current')}</>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pager label={t('paper.catalogue.pages')} offset={offset} pageSize={catalogueStylesPageSize} total={total} onTurn={turnTo} busy={list.isPlaceholderData} />
        </>
      )}
    </div>
  );
}
