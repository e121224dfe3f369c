import { ArrowRight, Clock, FileText, GraduationCap, PenLine, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import type { DocumentPage, DocumentSummary } from '../../../shared/documents.ts';
import { ArrowLink } from '../../components/ui/arrow-link.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ButtonLinkWithIcon } from '../../components/ui/button-with-icon.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { LinkCard } from '../../components/ui/link-card.tsx';
import { api } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { editPathFor } from '../../lib/document-links.ts';
import { useSession } from '../../lib/session.ts';

const features = [
  { key: 'essay', to: '/essay-generator', Icon: PenLine },
  { key: 'resume', to: '/resume-builder', Icon: FileText },
  { key: 'academic', to: '/academic-papers', Icon: GraduationCap },
] as const;

const reasons = [
  { key: 'saveTime', Icon: Clock },
  { key: 'quality', Icon: Sparkles },
  { key: 'secure', Icon: ShieldCheck },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-primary-soft/70 to-bg px-4 pt-16 pb-20 sm:pt-24 sm:pb-28">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-surface px-3 py-1 text-sm font-medium text-primary-soft-fg">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('home.badge')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl md:text-6xl">{t('home.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-fg-muted sm:text-xl">{t('home.tagline')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLinkWithIcon to="/essay-generator" size="lg" Icon={ArrowRight} iconAfter>
              {t('home.getStarted')}
            </ButtonLinkWithIcon>
            <a href="#features" className={buttonClass('secondary', 'lg')}>
              {t('home.learnMore')}
            </a>
          </div>
        </div>
      </section>

      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 px-4 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl">
          <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-fg">
            {t('home.featuresTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-fg-muted">{t('home.featuresIntro')}</p>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {features.map(({ key, to, Icon }) => (
              <li key={key}>
                <LinkCard
                  to={to}
                  Icon={Icon}
                  title={t(`home.feature.${key}.title`)}
                  body={t(`home.feature.${key}.body`)}
                  cta={t(`home.feature.${key}.cta`)}
                />
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <ArrowLink to="/features">{t('home.allFeatures')}</ArrowLink>
          </p>
        </div>
      </section>

      <section aria-labelledby="why-title" className="border-y border-border bg-bg-subtle px-4 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl">
          <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-fg">
            {t('home.whyTitle')}
          </h2>
          <ul className="mt-12 grid gap-8 md:grid-cols-3">
            {reasons.map(({ key, Icon }) => (
              <li key={key} className="text-center">
                <IconBadge Icon={Icon} tone="raised" shape="round" className="mx-auto" />
                <h3 className="mt-4 text-lg font-semibold text-fg">{t(`home.why.${key}.title`)}</h3>
                <p className="mt-2 text-fg-muted">{t(`home.why.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClosingCallToAction />
    </>
  );
}

/** The signed-in user's most recently updated document (null: none), without the query library the public pages do not load. */
function useLatestDocument(userId: string | undefined): DocumentSummary | null | undefined {
  const [latest, setLatest] = useState<{ userId: string; doc: DocumentSummary | null }>();
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    api<DocumentPage>('/api/documents?limit=1', { signal: controller.signal })
      .then((page) => setLatest({ userId, doc: page.documents[0] ?? null }))
      // Without it the call to action offers a new document, as for a first one.
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId]);
  return userId && latest?.userId === userId ? latest.doc : undefined;
}

/**
 * The page's last call to action, for who is there: a visitor is asked to
 * start writing (an account comes with it); a signed-in writer is offered
 * their latest document to continue, or a new one. Until the session is
 * known (and in the prerendered page) it is the visitor's.
 */
function ClosingCallToAction() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const doc = useLatestDocument(session?.user.id);
  const [title, body] = !session
    ? [t('home.ctaTitle'), t('home.ctaBody')]
    : doc
      ? [t('home.ctaMember.continueTitle'), t('home.ctaMember.continueBody', { title: doc.title })]
      : // While the latest document is on its way, the title that fits both cases.
        [doc === null ? t('home.ctaMember.firstTitle') : t('home.ctaTitle'), t('home.ctaMember.firstBody')];
  const action = 'inline-flex h-12 items-center gap-2 rounded-lg px-6 font-semibold shadow-sm';
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-fg shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl break-words opacity-90">{body}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={doc ? editPathFor(doc) : '/essay-generator'} className={cn(action, 'bg-surface text-primary hover:bg-bg-subtle')}>
            {doc ? t('home.ctaMember.continue') : t('home.ctaButton')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {doc && (
            <Link to="/templates" className={cn(action, 'border border-primary-fg/60 text-primary-fg hover:bg-primary-fg/10')}>
              {t('home.ctaMember.startNew')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
