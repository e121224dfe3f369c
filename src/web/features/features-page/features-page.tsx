import { ArrowRight, FileText, History, PenLine, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLinkWithIcon } from '../../components/ui/button-with-icon.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

const cards = [
  { key: 'essay', Icon: PenLine },
  { key: 'resume', Icon: FileText },
  { key: 'history', Icon: History },
  { key: 'customization', Icon: SlidersHorizontal },
] as const;

export function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('features.title')} description={t('features.intro')} width="wide">
      <ul className="grid gap-6 md:grid-cols-2">
        {cards.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
            <IconBadge Icon={Icon} />
            <h2 className="mt-5 text-xl font-semibold text-fg">{t(`features.cards.${key}.title`)}</h2>
            <p className="mt-2 text-fg-muted">{t(`features.cards.${key}.body`)}</p>
            <ul className="mt-4 space-y-2 text-sm text-fg-muted">
              {(t(`features.cards.${key}.points`, { returnObjects: true }) as string[]).map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLinkWithIcon to="/essay-generator" size="lg" Icon={ArrowRight} iconAfter>
          {t('features.tryItNow')}
        </ButtonLinkWithIcon>
      </div>
    </PageShell>
  );
}
