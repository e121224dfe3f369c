import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BriefcaseBusiness, Columns3, Plus, Rows3 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatuses, type ApplicationList, type ApplicationRecord, type ApplicationStatus } from '../../../shared/applications.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SearchFilterBar } from '../../components/ui/search-filter-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { applicationKeys, fetchApplication, localDay, updateApplication, useApplications, useBoard } from '../../lib/applications.ts';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { useSearchText } from '../../lib/use-search-text.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { ApplicationsTable } from './applications-table.tsx';
import { Board } from './board.tsx';
import { withMove } from './board-moves.ts';

const sorts = ['updated', 'company', 'followUp'] as const;
type Sort = (typeof sorts)[number];
const tablePageSize = 50;

function parseStatus(value: string | null): ApplicationStatus | undefined {
  return (applicationStatuses as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : undefined;
}

/**
 * Job applications in one place: a board by status (drag a card, or carry
 * it from the keyboard) and a table with filters. `?open=<id>` opens one
 * (History's links land there).
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'table' ? 'table' : 'board';
  const status = parseStatus(params.get('status'));
  const due = params.get('due') === '1';
  const sort: Sort = (sorts as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as Sort) : 'updated';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useSearchText(params.get('q') ?? '');
  const search = useDebouncedValue(text.trim(), 250);
  const searchInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const sortId = useId();
  const today = localDay();

  const board = useBoard(search);
  const table = useApplications({ sort, page, pageSize: tablePageSize, ...(status ? { status } : {}), ...(search ? { q: search } : {}), ...(due ? { followUpBy: today } : {}) }, view === 'table');
  const current = view === 'board' ? board : table;

  // The application open in the dialog: from the list on screen, else asked for by its id (a link from History).
  const openId = params.get('open');
  const [adding, setAdding] = useState<ApplicationStatus | null>(null);
  const listed = [...(board.data?.items ?? []), ...(table.data?.items ?? [])].find((item) => item.id === openId);
  const opened = useQuery({ queryKey: ['applications', 'detail', openId], queryFn: () => fetchApplication(openId!), enabled: Boolean(openId) && !listed, retry: false });
  const openApplication = listed ?? opened.data ?? null;

  function write(next: Record<string, string | undefined>) {
    setParams(
      (updated) => {
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function open(application: ApplicationRecord) {
    write({ open: application.id });
  }

  async function move(application: ApplicationRecord, change: { status: ApplicationStatus; rank: number }) {
    const key = applicationKeys.board(search);
    const before = client.getQueryData<ApplicationList>(key);
    // The card lands at once; the server's answer (or a refusal) follows.
    if (before) client.setQueryData<ApplicationList>(key, { ...before, items: withMove(before.items, application.id, change) });
    try {
      await updateApplication(application.id, change);
    } catch (error) {
      if (before) client.setQueryData(key, before);
      void notify('error', t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    } finally {
      void client.invalidateQueries({ queryKey: applicationKeys.all });
    }
  }

  const data = current.data;
  const total = data?.total ?? 0;
  const limit = data?.limit;
  const all = data ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : 0;
  const filtering = search !== '' || (view === 'table' && (Boolean(status) || due));
  const caption = useMemo(() => t('applications.tableCaption', { count: total }), [t, total]);

  return (
    <PageShell title={t('applications.title')} description={t('applications.intro')} width="wide">
      <SearchFilterBar
        ref={searchInput}
        barClassName="gap-4 shadow-sm lg:flex-row lg:items-end"
        label={t('applications.searchLabel')}
        value={text}
        maxLength={200}
        placeholder={t('applications.searchPlaceholder')}
        onValueChange={(value) => {
          setText(value);
          write({ q: value.trim() || undefined, page: undefined });
        }}
      >
        {view === 'table' && (
          <>
            <div className="space-y-1.5 lg:w-48">
              <label htmlFor={statusId} className="block text-sm font-medium text-fg">
                {t('applications.fields.status')}
              </label>
              <select id={statusId} value={status ?? ''} onChange={(event) => write({ status: event.target.value || undefined, page: undefined })} className={cn(inputClass, 'h-11 pr-8')}>
                <option value="">{t('applications.allStatuses')}</option>
                {applicationStatuses.map((value) => (
                  <option key={value} value={value}>
                    {t(`applications.statuses.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5 lg:w-48">
              <label htmlFor={sortId} className="block text-sm font-medium text-fg">
                {t('applications.sortLabel')}
              </label>
              <select id={sortId} value={sort} onChange={(event) => write({ sort: event.target.value === 'updated' ? undefined : event.target.value, page: undefined })} className={cn(inputClass, 'h-11 pr-8')}>
                {sorts.map((value) => (
                  <option key={value} value={value}>
                    {t(`applications.sorts.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex h-11 items-center gap-2 text-sm font-medium whitespace-nowrap text-fg">
              <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={due} onChange={(event) => write({ due: event.target.checked ? '1' : undefined, page: undefined })} />
              {t('applications.dueOnly')}
            </label>
          </>
        )}
      </SearchFilterBar>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('applications.viewLabel')} className="inline-flex rounded-xl border border-border bg-bg-subtle p-1">
          {(['board', 'table'] as const).map((value) => {
            const Icon = value === 'board' ? Columns3 : Rows3;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => write({ view: value === 'board' ? undefined : value, page: undefined })}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium',
                  view === value ? 'bg-surface text-primary shadow-sm ring-1 ring-primary/40' : 'text-fg-muted hover:text-fg',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`applications.views.${value}`)}
              </button>
            );
          })}
        </div>
        <p role="status" className="text-sm text-fg-muted">
          {data && limit !== undefined ? t('applications.usage', { count: all, limit: formatNumber(limit) }) : ''}
        </p>
        <Button className="ml-auto h-11 sm:h-10" onClick={() => setAdding('saved')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('applications.addButton')}
        </Button>
      </div>

      <div className="mt-4">
        {current.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : current.isError && !data ? (
          <Alert tone="error">
            {t('applications.loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void current.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : all === 0 && !filtering && data ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-bg-subtle px-6 py-14 text-center">
            <IconBadge Icon={BriefcaseBusiness} tone="quiet" shape="round" />
            <h2 className="mt-4 text-lg font-semibold text-fg">{t('applications.empty')}</h2>
            <p className="mt-1 max-w-prose text-fg-muted">{t('applications.emptyHint')}</p>
            <Button className="mt-6 h-11 sm:h-10" onClick={() => setAdding('saved')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('applications.addButton')}
            </Button>
          </div>
        ) : view === 'board' ? (
          <div className={cn(board.isPlaceholderData && 'opacity-60')}>
            {filtering && <p className="mb-3 text-sm text-fg-muted">{t('applications.matching', { count: total })}</p>}
            <Board items={board.data?.items ?? []} today={today} onOpen={open} onAdd={setAdding} onMove={(application, change) => void move(application, change)} />
          </div>
        ) : (table.data?.items.length ?? 0) === 0 ? (
          <p className="rounded-2xl border border-dashed border-border bg-bg-subtle px-6 py-10 text-center text-fg-muted">{t('applications.noResults')}</p>
        ) : (
          <div className={cn('space-y-4', table.isPlaceholderData && 'opacity-60')}>
            <ApplicationsTable items={table.data?.items ?? []} today={today} onOpen={open} caption={caption} />
            <Pager
              label={t('applications.pages')}
              offset={(page - 1) * tablePageSize}
              pageSize={tablePageSize}
              total={total}
              busy={table.isFetching}
              range={t('applications.range', { from: formatNumber((page - 1) * tablePageSize + 1), to: formatNumber(Math.min(page * tablePageSize, total)), total: formatNumber(total) })}
              onTurn={(offset) => write({ page: offset === 0 ? undefined : String(offset / tablePageSize + 1) })}
            />
          </div>
        )}
      </div>

      {openId && opened.isError && !listed && (
        <Alert tone="error" className="mt-4">
          {t('applications.notFound')}
        </Alert>
      )}

      {/* Keyed by what it shows, so each opening starts from that application's saved values. */}
      {openApplication && <ApplicationDialog key={openApplication.id + openApplication.updatedAt} application={openApplication} open onOpenChange={(next) => !next && write({ open: undefined })} />}
      {adding && <ApplicationDialog key={`new-${adding}`} application={null} newStatus={adding} open onOpenChange={(next) => !next && setAdding(null)} />}
    </PageShell>
  );
}
