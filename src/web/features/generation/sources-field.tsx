import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxDraftSources } from '../../../shared/generation.ts';
import { LibraryEmptyNotice } from '../../components/references/library-empty-notice.tsx';
import { ReferenceChecklist } from '../../components/references/reference-checklist.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { pickerPageSize, useReferences } from '../../lib/references.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** Above this many references the list gets a search box. */
const searchFrom = 8;

/**
 * Academic mode's "Sources to cite": the user's reference library as a list
 * of checkboxes. The draft cites the ticked references by key, in the order
 * they were ticked, where it needs evidence. An outline's section
 * picks its own sources with the same list (`legend`, `hint`, `none`, `max`).
 */
export function SourcesField({
  value,
  onChange,
  legend,
  hint,
  none,
  max = maxDraftSources,
}: {
  value: readonly string[];
  onChange: (keys: string[]) => void;
  legend?: string;
  hint?: string;
  none?: string;
  max?: number;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  // The server searches the whole library; the list shows the first matches.
  const library = useReferences({ search, limit: pickerPageSize });
  const hintId = useId();
  const countId = useId();
  const references = library.data?.references ?? [];
  const total = library.data?.total ?? 0;
  const full = value.length >= max;

  const toggle = (key: string) => onChange(value.includes(key) ? value.filter((k) => k !== key) : [...value, key]);

  let body;
  if (library.isPending) body = <Spinner label={t('essay.sources.loading')} />;
  else if (library.isError) {
    body = (
      <Alert tone="error">
        <p>{t('essay.sources.loadError')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void library.refetch()}>
          {t('essay.retry')}
        </Button>
      </Alert>
    );
  } else if (references.length === 0) {
    body = <LibraryEmptyNotice searching={Boolean(search)} noMatch={t('essay.sources.noMatch')} empty={t('essay.sources.empty')} openLibrary={t('essay.sources.openLibrary')} />;
  } else {
    body = (
      <>
        <ReferenceChecklist references={references} chosen={value} onToggle={toggle} full={full} />
        {total > references.length && <p className="text-sm text-fg-muted">{t('references.firstOfMany', { shown: references.length, total })}</p>}
      </>
    );
  }

  return (
    <fieldset aria-describedby={`${hintId} ${countId}`} className="space-y-3">
      <legend className="text-sm font-medium text-fg">{legend ?? t('essay.sources.label')}</legend>
      <p id={hintId} className="text-sm text-fg-muted">
        {hint ?? t('essay.sources.hint')}
      </p>
      {(search || text || total > searchFrom) && (
        <SearchField
          label={t('essay.sources.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('references.searchPlaceholder')}
          maxLength={200}
          // Enter searches as you type already; it must not submit the generator's form.
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) e.preventDefault();
          }}
        />
      )}
      {body}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p id={countId} aria-live="polite" className="text-fg-muted">
          {value.length === 0 ? (none ?? t('essay.sources.none')) : t('essay.sources.chosen', { count: value.length })}
          {full && <> {t('essay.sources.limit', { max })}</>}
        </p>
        {value.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            {t('essay.sources.clear')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
