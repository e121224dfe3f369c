import { useTranslation } from 'react-i18next';
import type { ApplicationRecord } from '../../../shared/applications.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { followUpState } from './follow-up.ts';

/** The table's columns, by the field each shows. */
const columns = ['company', 'role', 'status', 'appliedOn', 'followUpOn', 'updatedAt'] as const;

const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00`, undefined, 'medium') : '—');

/** The table view: one row per application, the company opening it. */
export function ApplicationsTable({ items, today, onOpen, caption }: { items: readonly ApplicationRecord[]; today: string; onOpen: (application: ApplicationRecord) => void; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-bg-subtle text-xs tracking-wide text-fg-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {t(`applications.fields.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((application) => {
            const follow = followUpState(application, today);
            return (
              <tr key={application.id} className="hover:bg-bg-subtle">
                <th scope="row" className="px-4 py-2 font-medium">
                  <button type="button" className="rounded text-left text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring" onClick={() => onOpen(application)}>
                    {application.company}
                  </button>
                </th>
                <td className="px-4 py-2 text-fg">{application.role}</td>
                <td className="px-4 py-2 text-fg">{t(`applications.statuses.${application.status}`)}</td>
                <td className="px-4 py-2 text-fg-muted tabular-nums">{day(application.appliedOn)}</td>
                <td className={cn('px-4 py-2 tabular-nums', follow === 'due' ? 'font-medium text-danger' : 'text-fg-muted')}>
                  {day(application.followUpOn)}
                  {follow === 'due' && <span className="sr-only"> ({t('applications.followUpDue')})</span>}
                </td>
                <td className="px-4 py-2 text-fg-muted tabular-nums">{formatDate(application.updatedAt, undefined, 'medium')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
