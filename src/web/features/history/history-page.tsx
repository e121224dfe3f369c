import { ArrowDownWideNarrow, ArrowUpNarrowWide, FilePlus2, FileSearch, FileUp, Lightbulb } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentTypeRules } from '../../../shared/document-types.ts';
import { documentFilters, sortDirections, type DocumentFilter, type DocumentSummary, type SortDirection } from '../../../shared/documents.ts';
import { ProNotice } from '../../components/plans/pro-prompt.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { SearchFilterBar } from '../../components/ui/search-filter-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useRefreshAfterTrial } from '../../lib/account.ts';
import { cn } from '../../lib/cn.ts';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { useSearchText } from '../../lib/use-search-text.ts';
import { useDeleteDocument, useDocumentList } from '../../lib/documents.ts';
import { notify } from '../../lib/notify.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { DocumentRow } from './document-row.tsx';
import { HistoryApplications } from './history-applications.tsx';
import { ImportDocumentDialog } from './import-document-dialog.tsx';
import { SupportChats } from './support-chats.tsx';
import { HistoryShared } from './history-shared.tsx';
import { ViewDialog } from './view-dialog.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const tipKeys = ['search', 'filter', 'edit', 'download'] as const;

function parseFilter(value: string | null): DocumentFilter {
  return (documentFilters as readonly string[]).includes(value ?? '') ? (value as DocumentFilter) : 'all';
}

function parseSort(value: string | null): SortDirection {
  return (sortDirections as readonly string[]).includes(value ?? '') ? (value as SortDirection) : 'desc';
}

export function HistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = parseFilter(params.get('type'));
  const sort = parseSort(params.get('sort'));
  const [text, setText] = useSearchText(params.get('q') ?? '');
  const search = useDebouncedValue(text.trim(), 250);
  const typeId = useId();
  const searchInput = useRef<HTMLInputElement>(null);

  const list = useDocumentList({ search, type, sort });
  const remove = useDeleteDocument();
  const refreshAfterTrial = useRefreshAfterTrial();
  const [viewing, setViewing] = useState<DocumentSummary | null>(null);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const [importing, setImporting] = useState(false);
  // One clock per render of the list, so every row agrees on "today".
  const now = new Date();

  function writeParams(next: { q?: string; type?: DocumentFilter; sort?: SortDirection }) {
    setParams(
      (updated) => {
        const set = (key: string, value: string | undefined, fallback: string) => {
          if (value === undefined) return;
          if (value.trim() && value !== fallback) updated.set(key, value);
          else updated.delete(key);
        };
        set('q', next.q, '');
        set('type', next.type, 'all');
        set('sort', next.sort, 'desc');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function clearFilters() {
    setText('');
    writeParams({ q: '', type: 'all' });
    searchInput.current?.focus();
  }

  async function confirmDelete() {
    if (!deleting) return;
    const doc = deleting;
    try {
      await remove.mutateAsync(doc.id);
      setDeleting(null);
      void notify('success', t('history.deleted', { title: doc.title }));
    } catch {
      setDeleting(null);
      void notify('error', t('history.deleteFailed'));
    }
  }

  const pages = list.data?.pages ?? [];
  const documents = pages.flatMap((p) => p.documents);
  const first = pages[0];
  const hidden = first?.hiddenByPlan ?? 0;
  const filtering = search !== '' || type !== 'all';
  const SortIcon = sort === 'desc' ? ArrowDownWideNarrow : ArrowUpNarrowWide;

  return (
    <PageShell title={t('history.title')} description={t('history.intro')} width="default">
      <SearchFilterBar
        ref={searchInput}
        barClassName="gap-4 shadow-sm md:flex-row md:items-end"
        label={t('history.searchLabel')}
        value={text}
        maxLength={200}
        onValueChange={(value) => {
          setText(value);
          writeParams({ q: value });
        }}
        placeholder={t('history.searchPlaceholder')}
      >
        <div className="space-y-1.5 md:w-56">
          <label htmlFor={typeId} className="block text-sm font-medium text-fg">
            {t('history.typeLabel')}
          </label>
          <select id={typeId} value={type} onChange={(event) => writeParams({ type: parseFilter(event.target.value) })} className={cn(inputClass, 'h-11 pr-8')}>
            {documentFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t(filter === 'all' ? 'history.filter.all' : documentTypeRules[filter].filterKey)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          className="h-11 md:w-auto"
          onClick={() => writeParams({ sort: sort === 'desc' ? 'asc' : 'desc' })}
          aria-label={t(sort === 'desc' ? 'history.sortNewestLabel' : 'history.sortOldestLabel')}
        >
          <SortIcon aria-hidden="true" className="size-4" />
          {t('history.sortLastUpdated')}
          <span className="text-fg-muted">{t(sort === 'desc' ? 'history.sortNewest' : 'history.sortOldest')}</span>
        </Button>
        <Button variant="secondary" className="h-11 md:w-auto" onClick={() => setImporting(true)}>
          <FileUp aria-hidden="true" className="size-4" />
          {t('history.import.button')}
        </Button>
      </SearchFilterBar>

      {/* Older documents are kept, only not listed: the trial (or Pro) shows them, in place. */}
      {hidden > 0 && (
        <ProNotice className="mt-6" onStarted={refreshAfterTrial}>
          {t('history.olderHidden', { count: hidden })}
        </ProNotice>
      )}

      <TitledSection headingId="history-list-heading" title={t('history.listHeading')} className="mt-6" headingClassName="sr-only">
        <p role="status" aria-live="polite" className="mb-3 min-h-5 text-sm text-fg-muted">
          {list.isSuccess && documents.length > 0 ? t('history.count', { count: documents.length }) : ''}
        </p>
        {list.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : list.isError && documents.length === 0 ? (
          <Alert tone="error">
            {t('history.loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : documents.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-bg-subtle px-6 py-14 text-center">
            <IconBadge Icon={filtering ? FileSearch : FilePlus2} tone="quiet" shape="round" />
            {filtering ? (
              <>
                <h3 className="mt-4 text-lg font-semibold text-fg">{t('history.noResults')}</h3>
                <p className="mt-1 text-fg-muted">{t('history.noResultsHint')}</p>
                <Button variant="secondary" className="mt-6 h-11 sm:h-10" onClick={clearFilters}>
                  {t('history.clearFilters')}
                </Button>
              </>
            ) : (
              <>
                <h3 className="mt-4 text-lg font-semibold text-fg">{t('history.empty')}</h3>
                <p className="mt-1 text-fg-muted">{t('history.emptyHint')}</p>
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  <ButtonLink to="/essay-generator" className="h-11 sm:h-10">
                    {t('history.newEssay')}
                  </ButtonLink>
                  <ButtonLink to="/resume-builder" variant="secondary" className="h-11 sm:h-10">
                    {t('history.newResume')}
                  </ButtonLink>
                </div>
              </>
            )}
          </div>
        ) : (
          <>
            <ul className={cn('space-y-3 transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching && !list.isFetchingNextPage}>
              {documents.map((doc) => (
                <li key={doc.id}>
                  <DocumentRow doc={doc} now={now} onView={() => setViewing(doc)} onDelete={() => setDeleting(doc)} />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button variant="secondary" className="h-11" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  {list.isFetchingNextPage ? t('common.loading') : t('history.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </TitledSection>

      <HistoryShared search={search} />

      <HistoryApplications search={search} />

      <SupportChats />

      <TitledSection headingId="history-tips-heading" title={t('history.tipsTitle')} icon={<Lightbulb aria-hidden="true" className="size-5 text-primary" />} className="mt-12 rounded-2xl border border-border bg-bg-subtle p-5 sm:p-6" headingClassName="flex items-center gap-2 text-lg font-semibold text-fg">
        <ul className="mt-3 grid gap-3 text-sm text-fg-muted sm:grid-cols-2">
          {tipKeys.map((key) => (
            <li key={key} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
              {t(`history.tips.${key}`)}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          <Link to="/help/history" className="font-medium text-primary underline-offset-2 hover:underline">
            {t('history.moreHelp')}
          </Link>
        </p>
      </TitledSection>

      <ViewDialog summary={viewing} onClose={() => setViewing(null)} />
      <ImportDocumentDialog open={importing} onOpenChange={setImporting} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('history.deleteTitle')}
        message={t('history.deleteConfirm')}
        confirmLabel={remove.isPending ? t('history.deleting') : t('history.delete')}
        busy={remove.isPending}
        focusAfterRemoval={() => searchInput.current}
        onConfirm={() => void confirmDelete()}
      />
    </PageShell>
  );
}
