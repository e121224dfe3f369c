import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { adminUserSorts, type AdminUserSort } from '../../../shared/admin.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useUserList } from './admin-api.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { UserDetail } from './user-detail.tsx';

const pageSize = 20;

/** Users: search, sort, pages; `?user=<id>` opens one user's page. Everything lives in the URL, so Back works. */
export function UsersPanel() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  if (userId) return <UserDetail id={userId} onBack={() => setParams((p) => (p.delete('user'), p))} />;
  return <UserList />;
}

const errorText = (error: unknown, t: (key: string) => string) => t(`errors.${error instanceof ApiError ? error.code : 'internal'}`);

function UserList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  const sort: AdminUserSort = adminUserSorts.includes(params.get('sort') as AdminUserSort) ? (params.get('sort') as AdminUserSort) : 'created_desc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // A new search starts at page 1.
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setParams((p) => (q ? p.set('q', q) : p.delete('q'), p.delete('page'), p), { replace: true });
  }
  const list = useUserList({ q, page: q === lastQ ? page : 1, pageSize, sort });
  const [inviting, setInviting] = useState(false);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  const go = (next: number) => setParams((p) => (p.set('page', String(next)), p));

  return (
    // Not a landmark of its own: the table's scroll region carries the name.
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-users-title" className="text-xl font-semibold text-fg">
          {t('admin.users.title')}
        </h2>
        <Button variant="secondary" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('admin.users.invite')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField label={t('admin.users.search')} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('admin.users.searchPlaceholder')} />
        <SelectField
          label={t('admin.users.sort')}
          value={sort}
          onChange={(event) => setParams((p) => (p.set('sort', event.target.value), p.delete('page'), p))}
          options={adminUserSorts.map((value) => ({ value, label: t(`admin.users.sorts.${value}`) }))}
        />
      </div>

      <p role="status" aria-live="polite" className="text-sm text-fg-muted">
        {list.data ? (list.data.total === 0 ? t('admin.users.none') : t('admin.users.found', { count: list.data.total })) : ''}
      </p>
      {list.error && <Alert tone="error">{errorText(list.error, t)}</Alert>}
      {list.isPending && <Spinner />}

      {list.data && list.data.users.length > 0 && (
        <div role="region" aria-labelledby="admin-users-title" tabIndex={0} className="overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-bg-subtle text-fg-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{t('admin.users.columns.email')}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t('admin.users.columns.name')}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t('admin.users.columns.plan')}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t('admin.users.columns.created')}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t('admin.users.columns.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {list.data.users.map((user) => (
                <tr key={user.id}>
                  <td className="px-4 py-2">
                    <Link to={`?${userLink(params, user.id)}`} className="font-medium break-all text-primary hover:underline">
                      {user.email}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-fg">{user.name}</td>
                  <td className="px-4 py-2 text-fg">{t(`settings.subscription.planName.${user.plan}`)}</td>
                  <td className="px-4 py-2 text-fg">{formatDate(user.createdAt, undefined, 'medium')}</td>
                  <td className="px-4 py-2 text-fg">
                    {user.banned ? t('admin.users.banned') : user.role === 'admin' ? t('admin.users.admin') : t('admin.users.active')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.data && pages > 1 && (
        <nav aria-label={t('admin.users.pages')} className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('admin.users.previous')}
          </Button>
          <span className="text-sm text-fg-muted">{t('admin.users.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
            {t('admin.users.next')}
          </Button>
        </nav>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}

function userLink(params: URLSearchParams, id: string): string {
  const next = new URLSearchParams(params);
  next.set('user', id);
  return next.toString();
}
