import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageShell } from '../../components/ui/page-shell.tsx';

/** The day the legal texts last changed: update it with the texts. */
const lastUpdated = '2026-11-28';

function LastUpdated() {
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${lastUpdated}T00:00:00Z`));
  return (
    <p className="mt-5 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm text-fg-muted">
      <CalendarDays aria-hidden="true" className="size-4 text-primary" />
      <span>
        <Trans i18nKey="legal.common.lastUpdated" values={{ date }} components={{ time: <time dateTime={lastUpdated} /> }} />
      </span>
    </p>
  );
}

/** The frame of every legal page: title, description, date of the texts. */
export function LegalPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <PageShell title={title} description={description} intro={<LastUpdated />}>
      {children}
    </PageShell>
  );
}
