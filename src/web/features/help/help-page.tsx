import { LifeBuoy, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { freeHistoryLimit } from '../../../shared/plans.ts';
import { ArrowLink } from '../../components/ui/arrow-link.tsx';
import { ButtonLinkWithIcon } from '../../components/ui/button-with-icon.tsx';
import { Callout } from '../../components/ui/callout.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { NumberedSteps } from '../../components/ui/numbered-steps.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useScrollToItem } from './use-scroll-to-item.ts';
import { helpItems, helpLinks, helpTabs, helpTopics, isHelpTopic, type HelpItem, type HelpTab, type HelpTopic } from './help-topics.ts';

function HelpItemCard({ item, selected }: { item: HelpItem; selected: boolean }) {
  const { t } = useTranslation();
  const base = `help.items.${item.id}`;
  const titleId = `${item.id}-title`;
  const paragraphs = item.text === 'summary' ? [] : (t(`${base}.${item.text}`, { returnObjects: true, limit: freeHistoryLimit }) as string[]);
  return (
    <article
      id={item.id}
      aria-labelledby={titleId}
      className={cn(
        'flex h-full scroll-mt-24 flex-col rounded-2xl border bg-surface p-6 shadow-sm transition-shadow',
        selected ? 'border-primary shadow-md ring-4 ring-primary/15' : 'border-border',
      )}
    >
      <div className="flex items-start gap-4">
        <IconBadge Icon={item.Icon} size="md" className="shrink-0" />
        <div className="min-w-0">
          {selected && (
            <p className="mb-1 text-xs font-semibold tracking-wide text-primary uppercase">{t('help.selected')}</p>
          )}
          <h3 id={titleId} className="text-lg font-semibold text-fg">
            {t(`${base}.title`)}
          </h3>
          <p className="mt-1 text-fg-muted">{t(`${base}.summary`)}</p>
        </div>
      </div>
      {item.text === 'steps' && <NumberedSteps steps={paragraphs} leading={7} className="mt-5" />}
      {item.text === 'body' && (
        <div className="mt-5 space-y-3 leading-7 text-fg-muted">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {item.links.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-x-5 gap-y-2 pt-5">
          {item.links.map((link) => (
            <li key={link}>
              <ArrowLink to={helpLinks[link]} className="text-sm">
                {t(`help.links.${link}`)}
              </ArrowLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function HelpCenter({ topic }: { topic: HelpTopic | undefined }) {
  const { t } = useTranslation();
  const topicItem = topic ? helpItems.find((item) => item.id === topic) : undefined;
  const [tab, setTab] = useState<HelpTab>(topicItem?.tab ?? 'guides');

  useScrollToItem(topic);

  return (
    <PageShell title={t('help.title')} description={t('help.description')} width="wide">
      <nav aria-label={t('help.topicsLabel')} className="mx-auto max-w-5xl">
        <ul className="flex flex-wrap justify-center gap-2">
          {helpTopics.map((id) => (
            <li key={id}>
              <Link
                to={`/help/${id}`}
                aria-current={id === topic ? 'page' : undefined}
                className={cn(
                  'inline-block rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                  id === topic
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border bg-surface text-fg hover:border-primary/50 hover:text-primary',
                )}
              >
                {t(`help.topics.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Tabs value={tab} onValueChange={(value) => setTab(value as HelpTab)} className="mt-10">
        <TabsList aria-label={t('help.tabsLabel')} className="mx-auto w-fit max-w-full">
          {helpTabs.map((id) => (
            <TabsTrigger key={id} value={id}>
              {t(`help.tabs.${id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {helpTabs.map((id) => (
          <TabsContent key={id} value={id}>
            <h2 className="sr-only">{t(`help.tabs.${id}`)}</h2>
            <p className="mx-auto max-w-2xl text-center text-fg-muted">{t(`help.tabIntro.${id}`)}</p>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {helpItems
                .filter((item) => item.tab === id)
                .map((item) => (
                  <li key={item.id} className={item.text === 'summary' ? undefined : 'md:col-span-2'}>
                    <HelpItemCard item={item} selected={item.id === topic} />
                  </li>
                ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>

      <Callout headingId="help-more-title" title={t('help.moreTitle')} body={t('help.moreBody')} className="mt-16 sm:p-10" bodyClassName="mx-auto max-w-xl">
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLinkWithIcon to="/support" Icon={LifeBuoy}>
            {t('help.moreSupport')}
          </ButtonLinkWithIcon>
          <ButtonLinkWithIcon to="/support?chat=open" Icon={MessageCircle} variant="secondary">
            {t('help.moreChat')}
          </ButtonLinkWithIcon>
          <ButtonLinkWithIcon to="/contact" Icon={Mail} variant="secondary">
            {t('help.moreContact')}
          </ButtonLinkWithIcon>
        </div>
      </Callout>
    </PageShell>
  );
}

/** `/help` and `/help/:topic`: a known topic opens its tab and scrolls to its item; anything else shows Guides. */
export function HelpPage() {
  const { topic } = useParams();
  const selected = isHelpTopic(topic) ? topic : undefined;
  const { t } = useTranslation();
  // A topic's page is named after the topic, so its tab and a bookmark say which one it is.
  usePageMeta(
    selected ? { title: `${t(`help.items.${selected}.title`)} · ${t('help.title')}`, description: t(`help.items.${selected}.summary`) } : undefined,
  );
  // Keyed by topic: following a topic link from this page starts again on that topic's tab.
  return <HelpCenter key={selected ?? ''} topic={selected} />;
}
