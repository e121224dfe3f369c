import { ArrowLeft, Download, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconLink } from '../../components/ui/icon-link.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

/**
 * The two template pages point to each other under their titles: the
 * catalogue to how a template becomes a file, and that page back to the
 * catalogue.
 */
const pages: Record<'catalogue' | 'download', { title: string; description: string; link: { to: string; Icon: LucideIcon; label: string } }> = {
  catalogue: {
    title: 'templates.title',
    description: 'templates.description',
    link: { to: '/templates/download', Icon: Download, label: 'templates.howToDownload' },
  },
  download: {
    title: 'templates.download.title',
    description: 'templates.download.description',
    link: { to: '/templates', Icon: ArrowLeft, label: 'templates.download.browseLink' },
  },
};

/** The frame of a template page: its title, its description, the link to the other template page, then `children`. */
export function TemplatesPageShell({ page, children }: { page: keyof typeof pages; children: ReactNode }) {
  const { t } = useTranslation();
  const { title, description, link } = pages[page];
  return (
    <PageShell
      title={t(title)}
      description={t(description)}
      width="wide"
      intro={
        <IconLink to={link.to} Icon={link.Icon} className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-primary hover:underline">
          {t(link.label)}
        </IconLink>
      }
    >
      {children}
    </PageShell>
  );
}
