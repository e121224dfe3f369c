import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { DocumentLoadError } from '../../components/documents/save-status.tsx';
import { PageIntro } from '../../components/ui/page-intro.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAccount } from '../../lib/account.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';
import { AuditPanel } from './audit-panel.tsx';
import { BlogPanel } from './blog-panel.tsx';
import { useTeamChatStream } from './inbox-api.ts';
import { InboxPanel } from './inbox-panel.tsx';
import { NotFound } from './not-found.tsx';
import { UsagePanel } from './usage-panel.tsx';
import { UsersPanel } from './users-panel.tsx';
import { VerifyToAdminister } from './verify-to-administer.tsx';

const tabs = ['users', 'inbox', 'blog', 'usage', 'audit'] as const;
type Tab = (typeof tabs)[number];

const tabFrom = (params: URLSearchParams): Tab => {
  const value = params.get('tab');
  return tabs.includes(value as Tab) ? (value as Tab) : 'users';
};

/**
 * /admin: the console for ADMIN_EMAILS accounts with a verified address (one
 * not verified yet is asked to verify it). Everyone else sees "page not
 * found", signed out too (the server answers the page with 404 for them,
 * and 403 or 401 for the API).
 */
export function AdminPage() {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  if (!session.data) return <NotFound />;
  return <SignedInAdminPage />;
}

function SignedInAdminPage() {
  const account = useAccount();
  if (account.error) return <DocumentLoadError error={account.error} onRetry={() => void account.refetch()} />;
  if (!account.data) return <PageSpinner />;
  if (account.data.adminPending) return <VerifyToAdminister email={account.data.email} />;
  if (account.data.role !== 'admin') return <NotFound />;
  return <Console />;
}

function Console() {
  const { t } = useTranslation();
  usePageMeta({ title: t('admin.title'), description: t('admin.description') });
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  useTeamChatStream();
  const panels: Record<Tab, () => React.ReactNode> = {
    users: () => <UsersPanel />,
    inbox: () => <InboxPanel />,
    blog: () => <BlogPanel />,
    usage: () => <UsagePanel />,
    audit: () => <AuditPanel />,
  };
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-6xl">
        <PageIntro title={t('admin.title')} description={t('admin.description')} />
        <Tabs className="mt-10" value={tab} onValueChange={(value) => setParams({ tab: value })}>
          {/* The tabs wrap onto a second line on a narrow screen rather than hide in a sideways scroll; each line fills the width. */}
          <TabsList aria-label={t('admin.sections')} className="flex-wrap overflow-visible">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value} className="max-md:grow max-md:text-center">
                {t(`admin.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((value) => (
            <TabsContent key={value} value={value}>
              {value === tab && panels[value]()}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
