import { BookMarked, Download, FileUp, Paperclip, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { referenceFormats, type Reference, type ReferenceDetail, type ReferenceFormat } from '../../../shared/references.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SearchFilterBar } from '../../components/ui/search-filter-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { notify } from '../../lib/notify.ts';
import { exportReferences, fetchReference, libraryPageSize, referenceFileExtensions, referenceSummary, useDeleteReference, useReferences } from '../../lib/references.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { AttachmentDialog } from './attachment-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { ReferenceForm } from './reference-form.tsx';

/**
 * The signed-in user's reference library: every paper cites from it. It is
 * shown a page of 100 at a time with Previous and Next (not "Load more"): with
 * 20,000 references a growing list would put thousands of entries and their
 * buttons in the page and in the keyboard's way, while a page keeps the
 * list short, says where it is ("101–200 of 20,000") and stays put.
 */
export function ReferencesPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const exportId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const listStart = useRef<HTMLParagraphElement>(null);
  const [offset, setOffset] = useState(0);
  const list = useReferences({ search, limit: libraryPageSize, offset });
  const remove = useDeleteReference();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Reference | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [attaching, setAttaching] = useState<Reference | null>(null);
  const [deleting, setDeleting] = useState<ReferenceDetail | null>(null);
  const [exportFormat, setExportFormat] = useState<ReferenceFormat>('bibtex');

  async function askDelete(reference: Reference) {
    try {
      setDeleting(await fetchReference(reference.id));
    } catch (error) {
      void notify('error', t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      void notify('success', t('references.deleted', { title: deleting.item.title }));
      setDeleting(null);
    } catch (error) {
      void notify('error', t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  }

  async function download() {
    try {
      saveBlob(await exportReferences(exportFormat), `references.${referenceFileExtensions[exportFormat]}`);
    } catch (error) {
      void notify('error', t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  }

  // A new search starts at its first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setOffset(0);
  }
  const references = list.data?.references ?? [];
  const total = list.data?.total ?? 0;
  // The last page emptied (its references deleted): the page before it.
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && references.length === 0 && offset > 0;
  if (pastTheEnd) setOffset(Math.max(0, Math.ceil(total / libraryPageSize) - 1) * libraryPageSize);

  const range = t('references.pages.range', { from: offset + 1, to: offset + references.length, total });

  function turnTo(next: number) {
    setOffset(next);
    // The keyboard goes on from the top of the new page, not from the bottom of the list it left.
    listStart.current?.focus();
  }
  const deleteMessage = deleting
    ? deleting.citedBy.length > 0
      ? t('references.deleteCited', { title: deleting.item.title, count: deleting.citedBy.length, papers: deleting.citedBy.map((d) => d.title).join(" · ") })
      : t('references.deleteMessage', { title: deleting.item.title })
    : '';

  return (
    <PageShell title={t('references.title')} description={t('references.intro')} width="default">
      <div className="space-y-6">
        <SearchFilterBar
          ref={searchInput}
          barClassName="gap-3 lg:flex-row lg:items-end"
          label={t('references.searchLabel')}
          value={text}
          onValueChange={setText}
          placeholder={t('references.searchPlaceholder')}
          maxLength={200}
        >
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('references.addButton')}
            </Button>
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              <FileUp aria-hidden="true" className="size-4" />
              {t('references.importButton')}
            </Button>
          </div>
        </SearchFilterBar>

        {list.isError ? (
          <Alert tone="error">{t(`errors.${list.error instanceof ApiError ? list.error.code : 'internal'}`)}</Alert>
        ) : list.isPending || pastTheEnd ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('common.loading')} />
          </div>
        ) : references.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border p-10 text-center">
            <BookMarked aria-hidden="true" className="mx-auto size-8 text-fg-muted" />
            <p className="mt-3 font-medium text-fg">{search ? t('references.noMatch') : t('references.empty')}</p>
            {!search && <p className="mt-1 text-sm text-fg-muted">{t('references.emptyHint')}</p>}
          </div>
        ) : (
          <>
            <p ref={listStart} tabIndex={-1} className="text-sm text-fg-muted focus:outline-none" aria-live="polite">
              {t('references.count', { count: total })}
              {total > references.length && <> · {range}</>}
            </p>
            <ul className="space-y-3">
              {references.map((reference) => {
                const summary = referenceSummary(reference.item, t('references.noDate'));
                return (
                  <li key={reference.id} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-start">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words text-fg">{summary.title}</p>
                      <p className="mt-1 text-sm break-words text-fg-muted">
                        {[summary.names, summary.year, summary.container].filter(Boolean).join(' · ')}
                      </p>
                      <p className="mt-1 text-xs text-fg-muted">
                        {t(`references.kinds.${reference.kind}`)} · <code>@{reference.key}</code>
                        {reference.attachment && (
                          <>
                            {' · '}
                            <span className="inline-flex items-center gap-1 font-medium text-fg">
                              <Paperclip aria-hidden="true" className="size-3.5" />
                              {t(reference.attachment.textStatus === 'text' ? 'references.attachment.marker' : 'references.attachment.markerNoText')}
                            </span>
                          </>
                        )}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => {
                          setEditing(reference);
                          setFormOpen(true);
                        }}
                        aria-label={t('references.editLabel', { title: reference.item.title })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('references.edit')}
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setAttaching(reference)} aria-label={t('references.attachment.openLabel', { title: reference.item.title })}>
                        <Paperclip aria-hidden="true" className="size-4" />
                        {t('references.attachment.open')}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => void askDelete(reference)} aria-label={t('references.deleteLabel', { title: reference.item.title })}>
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('references.delete')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager label={t('references.pages.label')} offset={offset} pageSize={libraryPageSize} total={total} onTurn={turnTo} busy={list.isPlaceholderData} range={range} />
          </>
        )}

        <div className="flex flex-col gap-3 rounded-2xl border border-border bg-bg-subtle p-4 sm:flex-row sm:items-end sm:justify-between">
          <p className="text-sm text-fg-muted">
            {t('references.papersHint')}{' '}
            <Link to="/academic-papers" className="font-medium text-primary underline-offset-2 hover:underline">
              {t('references.papersLink')}
            </Link>
          </p>
          <div className="flex items-end gap-2">
            <div>
              <label htmlFor={exportId} className="text-sm font-medium text-fg">
                {t('references.exportFormat')}
              </label>
              <select id={exportId} value={exportFormat} onChange={(e) => setExportFormat(e.target.value as ReferenceFormat)} className={cn(inputClass, 'mt-1.5 pr-8')}>
                {referenceFormats.map((f) => (
                  <option key={f} value={f}>
                    {t(`references.formats.${f}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="secondary" onClick={() => void download()} disabled={total === 0}>
              <Download aria-hidden="true" className="size-4" />
              {t('references.exportButton')}
            </Button>
          </div>
        </div>
      </div>

      {/* Mounted while open: each opening starts afresh. */}
      {formOpen && <ReferenceForm key={editing?.id ?? 'new'} open onOpenChange={setFormOpen} editing={editing} />}
      {importOpen && <ImportDialog open onOpenChange={setImportOpen} />}
      {attaching && <AttachmentDialog key={attaching.id} reference={attaching} onOpenChange={(open) => !open && setAttaching(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('references.deleteTitle')}
        message={deleteMessage}
        confirmLabel={t('references.delete')}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
        focusAfterRemoval={() => searchInput.current}
      />
    </PageShell>
  );
}
