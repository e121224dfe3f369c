
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { citationForms, citationMarkdown, locatorLabels, type CitationChoice, type CitationForm, type LocatorLabel } from '../../../shared/papers.ts';
import { LibraryDialog } from '../../components/references/library-dialog.tsx';
import { LibraryEmptyNotice } from '../../components/references/library-empty-notice.tsx';
import { ReferenceChecklist } from '../../components/references/reference-checklist.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { pickerPageSize, useReferences } from '../../lib/references.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/**
 * Insert a citation from the library: search, tick one or more sources, an
 * optional locator and prefix ("see"), and the form (parenthetical, author
 * named in the sentence, or narrative). Answers the Pandoc Markdown to
 * insert. Given a citation (`editing`), it changes that one instead, or
 * removes it.
 */
export function CitationPicker({
  open,
  onOpenChange,
  onInsert,
  editing,
  onRemove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (markdown: string) => void;
  /** The citation being changed; the picker then updates it instead of inserting one. */
  editing?: CitationChoice;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  // The server searches the whole library; the picker shows the first matches.
  const list = useReferences({ search, limit: pickerPageSize });
  const [chosen, setChosen] = useState<string[]>(editing?.keys ?? []);
  const [label, setLabel] = useState<LocatorLabel>(editing?.locator.label ?? 'page');
  const [locator, setLocator] = useState(editing?.locator.value ?? '');
  const [prefix, setPrefix] = useState(editing?.prefix ?? '');
  const [form, setForm] = useState<CitationForm>(editing?.form ?? 'parenthetical');
  const formName = useId();

  const toggle = (key: string) => setChosen((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  const effectiveForm = form === 'narrative' && chosen.length > 1 ? 'parenthetical' : form;
  const preview = chosen.length ? citationMarkdown(chosen, effectiveForm, { label, value: locator }, effectiveForm === 'narrative' ? '' : prefix) : '';
  const references = list.data?.references ?? [];
  const total = list.data?.total ?? 0;

  return (
    <LibraryDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('paper.cite.editTitle') : t('paper.cite.title')}
      description={t('paper.cite.description')}
      action={
        <>
          {editing && onRemove && (
            <Button
              variant="secondary"
              onClick={() => {
                onRemove();
                onOpenChange(false);
              }}
            >
              {t('paper.cite.remove')}
            </Button>
          )}
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              onInsert(preview);
              onOpenChange(false);
            }}
          >
            {editing ? t('paper.cite.update') : t('paper.cite.insert')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SearchField label={t('references.searchLabel')} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('references.searchPlaceholder')} maxLength={200} />
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : references.length === 0 ? (
          <LibraryEmptyNotice searching={Boolean(search)} noMatch={t('references.noMatch')} empty={t('paper.cite.emptyLibrary')} openLibrary={t('paper.cite.openLibrary')} />
        ) : (
          <fieldset>
            <legend className="sr-only">{t('paper.cite.sources')}</legend>
            <ReferenceChecklist references={references} chosen={chosen} onToggle={toggle} />
            {total > references.length && <p className="mt-2 text-sm text-fg-muted">{t('references.firstOfMany', { shown: references.length, total })}</p>}
          </fieldset>
        )}
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <SelectField label={t('paper.cite.locatorLabel')} value={label} onChange={(e) => setLabel(e.target.value as LocatorLabel)} options={Object.keys(locatorLabels).map((l) => ({ value: l, label: t(`paper.cite.locators.${l}`) }))} />
          <TextField label={t('paper.cite.locator')} hint={t('paper.cite.locatorHint')} value={locator} onChange={(e) => setLocator(e.target.value)} maxLength={40} />
        </div>
        {effectiveForm !== 'narrative' && <TextField label={t('paper.cite.prefix')} hint={t('paper.cite.prefixHint')} value={prefix} onChange={(e) => setPrefix(e.target.value)} maxLength={40} />}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-fg">{t('paper.cite.form')}</legend>
          {citationForms.map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm text-fg">
              <input type="radio" name={formName} value={value} checked={form === value} onChange={() => setForm(value)} className="mt-0.5 size-4" disabled={value === 'narrative' && chosen.length > 1} />
              <span>
                {t(`paper.cite.forms.${value}`)}
                {value === 'narrative' && chosen.length > 1 && <span className="block text-fg-muted">{t('paper.cite.narrativeOne')}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        {preview && (
          <p className="text-sm text-fg-muted">
            {t('paper.cite.willInsert')} <code className="rounded bg-bg-subtle px-1.5 py-0.5 text-fg">{preview}</code>
          </p>
        )}
      </div>
    </LibraryDialog>
  );
}
