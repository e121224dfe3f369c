import { BookOpen, Download, LayoutTemplate, LifeBuoy, MonitorPlay, Newspaper, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from '../../components/ui/link-card.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

/** The hub's links (spec: Resources hub), grouped by what a visitor came for. */
const groups = [
  {
    key: 'learn',
    items: [
      { key: 'gettingStarted', to: '/documentation/getting-started', Icon: Rocket },
      { key: 'documentation', to: '/documentation', Icon: BookOpen },
      { key: 'videos', to: '/documentation/videos', Icon: MonitorPlay },
    ],
  },
  {
    key: 'templates',
    items: [
      { key: 'templates', to: '/templates', Icon: LayoutTemplate },
      { key: 'templatesDownload', to: '/templates/download', Icon: Download },
    ],
  },
  {
    key: 'community',
    items: [
      { key: 'blog', to: '/blog', Icon: Newspaper },
      { key: 'support', to: '/support', Icon: LifeBuoy },
    ],
  },
] as const;

type Group = (typeof groups)[number];

function ResourceGroup({ group, columns }: { group: Group; columns: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`resources-${group.key}`}>
      <div className="max-w-2xl">
        <h2 id={`resources-${group.key}`} className="text-2xl font-bold tracking-tight text-fg">
          {t(`resources.groups.${group.key}.title`)}
        </h2>
        <p className="mt-2 text-fg-muted">{t(`resources.groups.${group.key}.body`)}</p>
      </div>
      <ul className={`mt-6 grid gap-6 ${columns}`}>
        {group.items.map(({ key, to, Icon }) => (
          <li key={key}>
            <LinkCard
              to={to}
              Icon={Icon}
              title={t(`resources.items.${key}.title`)}
              body={t(`resources.items.${key}.body`)}
              cta={t('resources.open')}
              ctaHidden
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ResourcesPage() {
  const { t } = useTranslation();
  const [learn, ...rest] = groups;
  return (
    <PageShell title={t('resources.title')} description={t('resources.description')} width="wide">
      <div className="space-y-14">
        <ResourceGroup group={learn} columns="sm:grid-cols-2 lg:grid-cols-3" />
        {/* The two smaller groups share a row on wide screens, so no card sits alone. */}
        <div className="grid gap-14 lg:grid-cols-2 lg:gap-8">
          {rest.map((group) => (
            <ResourceGroup key={group.key} group={group} columns="sm:grid-cols-2" />
          ))}
        </div>
      </div>
    </PageShell>
  );
}
