import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usageSeriesNames, type UsageDaily, type UsageDay, type UsageSeriesName } from '../../../shared/admin-content.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { api } from '../../lib/api.ts';
import { i18next } from '../../lib/i18n.ts';
import { ConsoleSection } from './console-section.tsx';

const days = 30;

function useUsageDaily() {
  return useQuery({ queryKey: ['admin', 'usage', 'daily', days], queryFn: ({ signal }) => api<UsageDaily>(`/api/admin/usage/daily?days=${days}`, { signal }) });
}

/** A UTC day (YYYY-MM-DD) as a short date in the admin's language. */
const shortDay = (day: string) => new Intl.DateTimeFormat(i18next.language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Usage: one small bar chart per series (drawn here, no chart library), each with its numbers as a table. */
export function UsagePanel() {
  const { t } = useTranslation();
  const usage = useUsageDaily();
  return (
    <ConsoleSection headingId="admin-usage-title" title={t('admin.usage.title')} intro={t('admin.usage.description', { count: days })} className="space-y-5">
      {usage.error && <Alert tone="error">{t(`errors.${usage.error instanceof ApiError ? usage.error.code : 'internal'}`)}</Alert>}
      {usage.isPending && <Spinner label={t('common.loading')} />}
      {usage.data && (
        <div className="grid gap-5 md:grid-cols-2">
          {usageSeriesNames.map((name) => (
            <UsageChart key={name} name={name} days={usage.data.days} />
          ))}
        </div>
      )}
      {usage.data && <p className="text-xs text-fg-muted">{t('admin.usage.sources')}</p>}
    </ConsoleSection>
  );
}

// The chart's drawing area in SVG units; it scales to the card's width.
const width = 320;
const height = 140;
const left = 32;
const bottom = 22;
const top = 8;

function UsageChart({ name, days: entries }: { name: UsageSeriesName; days: UsageDay[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const values = entries.map((d) => d[name]);
  const total = values.reduce((a, b) => a + b, 0);
  const max = Math.max(1, ...values);
  const plotWidth = width - left - 4;
  const plotHeight = height - top - bottom;
  const slot = plotWidth / Math.max(1, entries.length);
  const first = entries[0]?.day;
  const last = entries.at(-1)?.day;
  const label = t(`admin.usage.series.${name}`);

  return (
    <figure className="rounded-xl border border-border bg-surface p-4">
      <figcaption id={titleId} className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-fg">{label}</span>
        <span className="text-sm text-fg-muted">{t('admin.usage.total', { count: total })}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
        className="mt-3 h-auto w-full text-primary"
      >
        <desc id={`${titleId}-summary`}>{t('admin.usage.chartSummary', { series: label, total, max: Math.max(0, ...values), from: first ? shortDay(first) : '', to: last ? shortDay(last) : '' })}</desc>
        {/* Axes: the y axis from 0 to the busiest day, the x axis from the first day to today. */}
        <g className="text-fg-muted" fill="currentColor" fontSize="10">
          <text x={left - 6} y={top + 4} textAnchor="end">
            {max}
          </text>
          <text x={left - 6} y={top + plotHeight} textAnchor="end">
            0
          </text>
          {first && (
            <text x={left} y={height - 6} textAnchor="start">
              {shortDay(first)}
            </text>
          )}
          {last && (
            <text x={width - 4} y={height - 6} textAnchor="end">
              {shortDay(last)}
            </text>
          )}
        </g>
        <g className="text-border" stroke="currentColor" strokeWidth="1">
          <line x1={left} y1={top} x2={width - 4} y2={top} strokeDasharray="3 3" />
          <line x1={left} y1={top + plotHeight} x2={width - 4} y2={top + plotHeight} />
        </g>
        <g fill="currentColor">
          {entries.map((entry, i) => {
            const h = (entry[name] / max) * plotHeight;
            return <rect key={entry.day} x={left + i * slot + 1} y={top + plotHeight - h} width={Math.max(1, slot - 2)} height={h} rx="1" />;
          })}
        </g>
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring">{t('admin.usage.showTable')}</summary>
        <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-border" role="region" aria-label={t('admin.usage.tableLabel', { series: label })} tabIndex={0}>
          <table className="w-full text-left">
            <caption className="sr-only">{label}</caption>
            <thead className="bg-bg-subtle text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  {t('admin.usage.day')}
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  {t('admin.usage.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.day} className="border-t border-border">
                  <th scope="row" className="px-3 py-1 font-normal text-fg">
                    <time dateTime={entry.day}>{shortDay(entry.day)}</time>
                  </th>
                  <td className="px-3 py-1 text-right text-fg tabular-nums">{entry[name]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
