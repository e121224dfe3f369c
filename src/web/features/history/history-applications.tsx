import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplications } from '../../lib/applications.ts';
import { formatDate } from '../../lib/format.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/** Applications History shows beside the documents: the latest that match its search. */
const shown = 5;

/**
 * The job applications that match History's search, most recently updated
 * first, each opening on the applications board. Nothing while none match.
 */
export function HistoryApplications({ search }: { search: string }) {
  const { t } = useTranslation();
  const list = useApplications({ sort: 'updated', page: 1, pageSize: shown, ...(search ? { q: search } : {}) });
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  const more = (list.data?.total ?? 0) - items.length;
  return (
    <TitledSection
      headingId="history-applications-heading"
      title={t('applications.historyHeading')}
      icon={<BriefcaseBusiness aria-hidden="true" className="size-5 text-primary" />}
      className="mt-10"
      headingClassName="mb-3 flex items-center gap-2 text-lg font-semibold text-fg"
    >
      <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {items.map((application) => (
          <li key={application.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
            <Link className="font-medium text-primary underline-offset-2 hover:underline" to={`/applications?open=${encodeURIComponent(application.id)}`}>
              {t('applications.cardName', { company: application.company, role: application.role })}
            </Link>
            <span className="text-sm text-fg-muted">{t(`applications.statuses.${application.status}`)}</span>
            <span className="ml-auto text-sm text-fg-muted tabular-nums">{formatDate(application.updatedAt, undefined, 'medium')}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to={search ? `/applications?q=${encodeURIComponent(search)}` : '/applications'} className="font-medium text-primary underline-offset-2 hover:underline">
          {t('applications.historyAll')}
        </Link>
        {more > 0 && <span className="text-fg-muted"> {t('applications.historyMore', { count: more })}</span>}
      </p>
    </TitledSection>
  );
}
