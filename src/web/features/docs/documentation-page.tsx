import { ArrowRight, Braces, CircleHelp, Compass, LifeBuoy, MonitorPlay, Quote, Rocket, Settings2, Terminal, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion.tsx';
import { ButtonLinkWithIcon } from '../../components/ui/button-with-icon.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { ApiReference } from './api-reference.tsx';
import { CodeBlock } from './code-block.tsx';
import { ConfigurationReference } from './configuration-reference.tsx';
import { gettingStartedStepPath, gettingStartedSteps } from './getting-started-steps.ts';
import { inlineCode, inlineCodeOnSubtle, RichText } from './rich-text.tsx';

/** The tabs, by their value in `?tab=`, each with the panel it shows. The first is the default. */
const tabs = [
  { value: 'getting-started', key: 'gettingStarted', Icon: Rocket, Panel: Overview },
  { value: 'api', key: 'api', Icon: Braces, Panel: ApiReference },
  { value: 'configuration', key: 'configuration', Icon: Settings2, Panel: ConfigurationReference },
  { value: 'faq', key: 'faq', Icon: CircleHelp, Panel: DeveloperFaq },
] as const;
type TabValue = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return tabs.some((tab) => tab.value === value);
}

const guides = [
  { key: 'gettingStarted', to: '/documentation/getting-started', Icon: Compass },
  { key: 'videos', to: '/documentation/videos', Icon: MonitorPlay },
  { key: 'citations', to: '/documentation/citation-guide', Icon: Quote },
  { key: 'help', to: '/help', Icon: LifeBuoy },
] as const;

const installSample = `npm install
npm start`;

/** One of the overview's two cards: its icon, its title (which names the region) and what it says. */
function OverviewCard({ headingId, Icon, title, className, children }: { headingId: string; Icon: LucideIcon; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className={cn('rounded-2xl border border-border bg-bg-subtle/60 p-6', className)}>
      <IconBadge Icon={Icon} size="md" />
      <h3 id={headingId} className="mt-4 text-lg font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Overview() {
  const { t } = useTranslation();
  const base = 'docs.documentation.overview';
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-fg">{t(`${base}.title`)}</h2>
      <p className="mt-3 leading-7 text-fg-muted">{t(`${base}.intro`)}</p>

      {/* Each card is as tall as its content: stretched to its neighbour's height, the shorter one showed a large empty gap. */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <OverviewCard headingId="docs-use-title" Icon={Rocket} title={t(`${base}.useTitle`)} className="flex flex-col">
          <p className="mt-2 leading-7 text-fg-muted">{t(`${base}.useBody`)}</p>
          <ol className="mt-4 space-y-1">
            {gettingStartedSteps.map(({ key }, index) => (
              <li key={key}>
                <Link
                  to={gettingStartedStepPath(key)}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 font-medium text-fg hover:bg-surface hover:text-primary"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-surface text-xs font-bold text-fg ring-1 ring-border"
                  >
                    {index + 1}
                  </span>
                  {t(`docs.gettingStarted.steps.${key}.title`)}
                </Link>
              </li>
            ))}
          </ol>
          <ButtonLinkWithIcon to="/documentation/getting-started" Icon={ArrowRight} iconAfter className="mt-5 self-start">
            {t(`${base}.useCta`)}
          </ButtonLinkWithIcon>
        </OverviewCard>
        <OverviewCard headingId="docs-host-title" Icon={Terminal} title={t(`${base}.hostTitle`)} className="min-w-0">
          <p className={`mt-2 leading-7 text-fg-muted ${inlineCodeOnSubtle}`}>
            <RichText i18nKey={`${base}.hostBody`} />
          </p>
          <CodeBlock caption={t(`${base}.hostCaption`)} code={installSample} />
          <div className={`space-y-3 text-sm leading-6 text-fg-muted ${inlineCodeOnSubtle}`}>
            <p>
              <RichText i18nKey={`${base}.hostAfter`} />
            </p>
            <p>
              <RichText i18nKey={`${base}.demo`} />
            </p>
          </div>
        </OverviewCard>
      </div>

      <h3 className="mt-10 text-lg font-semibold text-fg">{t(`${base}.guidesTitle`)}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {guides.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border border-border bg-surface p-4 transition hover:border-primary/40 hover:shadow-sm"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <span className="block font-semibold text-fg group-hover:text-primary">{t(`${base}.guides.${key}.title`)}</span>
                <span className="mt-1 block text-sm text-fg-muted">{t(`${base}.guides.${key}.body`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface Question {
  id: string;
  question: string;
}

function DeveloperFaq() {
  const { t } = useTranslation();
  const base = 'docs.documentation.faq';
  const items = t(`${base}.items`, { returnObjects: true }) as Question[];
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-fg">{t(`${base}.title`)}</h2>
      <p className="mt-3 leading-7 text-fg-muted">{t(`${base}.intro`)}</p>
      <Accordion type="single" collapsible className="mt-6 rounded-2xl border border-border px-5 sm:px-6">
        {items.map((item, index) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>
              <p className={`leading-7 ${inlineCode}`}>
                <RichText i18nKey={`${base}.items.${index}.answer`} />
              </p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

export function DocumentationPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current: TabValue = isTab(requested) ? requested : 'getting-started';

  function select(value: string) {
    if (!isTab(value)) return;
    // Replace, not push: switching tabs should not fill the back button; keep the scroll position.
    setSearchParams(value === 'getting-started' ? {} : { tab: value }, { replace: true, preventScrollReset: true });
  }

  return (
    <PageShell title={t('docs.documentation.title')} description={t('docs.documentation.description')} width="wide">
      <Tabs orientation="vertical" value={current} onValueChange={select}>
        <TabsList aria-label={t('docs.documentation.tabsLabel')} className="max-md:grid max-md:grid-cols-2 md:sticky md:top-24">
          {tabs.map(({ value, key, Icon }) => (
            <TabsTrigger key={value} value={value} className="inline-flex items-center gap-2 max-md:justify-center max-md:px-2">
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`docs.documentation.tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0 sm:rounded-2xl sm:border sm:border-border sm:bg-surface sm:p-8 sm:shadow-sm">
          {tabs.map(({ value, Panel }) => (
            <TabsContent key={value} value={value}>
              <Panel />
            </TabsContent>
          ))}
        </div>
      </Tabs>
    </PageShell>
  );
}
