import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { adminUserSorts, type AdminUserList, type AdminUserSort } from '../../../shared/admin.ts';
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
  // The user whose page was left: the list gives the keyboard back to their row, or to its heading once they are deleted.
  const [left, setLeft] = useState<{ id: string; gone: boolean }>();
  if (userId) {
    const leave = (gone: boolean) => {
      setLeft({ id: userId, gone });
      setParams((p) => (p.delete('user'), p));
    };
    return <UserDetail id={userId} onBack={() => leave(false)} onGone={() => leave(true)} />;
  }
  return <UserList left={left} />;
}

const errorText = (error: unknown, t: (key: string) => string) => t(`errors.${error instanceof ApiError ? error.code : 'internal'}`);

function UserList({ left }: { left?: { id: string; gone: boolean } }) {
  const { t } = useTranslation();
  const listArea = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
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
  const returned = useRef(false);
  useEffect(() => {
    if (!left || returned.current || !list.data) return;
    returned.current = true;
    // The table and the cards both hold the user's link; only the one the screen width shows can take the focus.
    const links = left.gone ? [] : [...(listArea.current?.querySelectorAll<HTMLElement>(`[data-user="${CSS.escape(left.id)}"]`) ?? [])];
    (links.find((link) => link.offsetParent !== null) ?? heading.current)?.focus();
  }, [left, list.data]);

  return (
    // Not a landmark of its own: the table's scroll region (or the list of cards on a narrow screen) carries the name.
    <div ref={listArea} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-users-title" ref={heading} tabIndex={-1} className="rounded-sm text-xl font-semibold text-fg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
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
        <>
          <UserCards users={list.data.users} params={params} />
          <UserTable users={list.data.users} params={params} />
        </>
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

type ListedUser = AdminUserList['users'][number];

/** What the Status column says: a ban first, then the role. */
const statusText = (user: ListedUser, t: (key: string) => string) =>
  user.banned ? t('admin.users.banned') : user.role === 'admin' ? t('admin.users.admin') : t('admin.users.active');

/**
 * Below `md` the five columns do not fit beside each other: each user is a
 * card holding every column's value under its heading, so nothing hides in a
 * sideways scroll. From `md` up it is the table.
 */
function UserCards({ users, params }: { users: ListedUser[]; params: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <ul aria-labelledby="admin-users-title" className="divide-y divide-border rounded-xl border border-border md:hidden">
      {users.map((user) => (
        <li key={user.id} className="space-y-3 px-4 py-3 text-sm">
          <Link to={`?${userLink(params, user.id)}`} data-user={user.id} className="block font-medium break-all text-primary hover:underline">
            {user.email}
          </Link>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <UserCardField label={t('admin.users.columns.name')}>{user.name || '—'}</UserCardField>
            <UserCardField label={t('admin.users.columns.status')}>{statusText(user, t)}</UserCardField>
            <UserCardField label={t('admin.users.columns.plan')}>{t(`settings.subscription.planName.${user.plan}`)}</UserCardField>
            <UserCardField label={t('admin.users.columns.created')}>{formatDate(user.createdAt, undefined, 'medium')}</UserCardField>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function UserCardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="text-fg [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function UserTable({ users, params }: { users: ListedUser[]; params: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <div role="region" aria-labelledby="admin-users-title" tabIndex={0} className="hidden overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring md:block">
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
          {users.map((user) => (
            <tr key={user.id}>
              <td className="px-4 py-2">
                <Link to={`?${userLink(params, user.id)}`} data-user={user.id} className="font-medium break-all text-primary hover:underline">
                  {user.email}
                </Link>
              </td>
              <td className="px-4 py-2 text-fg">{user.name}</td>
              <td className="px-4 py-2 text-fg">{t(`settings.subscription.planName.${user.plan}`)}</td>
              <td className="px-4 py-2 text-fg">{formatDate(user.createdAt, undefined, 'medium')}</td>
              <td className="px-4 py-2 text-fg">{statusText(user, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function userLink(params: URLSearchParams, id: string): string {
  const next = new URLSearchParams(params);
  next.set('user', id);
  return next.toString();
}
