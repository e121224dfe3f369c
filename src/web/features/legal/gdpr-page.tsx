import { CirclePause, Download, Eye, Hand, Landmark, PenLine, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';
import { LegalPage } from './legal-page.tsx';
import { RichText, useTextSections } from './legal-text.tsx';

const rights = [
  { key: 'access', Icon: Eye },
  { key: 'rectification', Icon: PenLine },
  { key: 'erasure', Icon: Trash2 },
  { key: 'restriction', Icon: CirclePause },
  { key: 'portability', Icon: Download },
  { key: 'objection', Icon: Hand },
  { key: 'complaint', Icon: Landmark },
] as const;

/** Each GDPR right: what it means, and where in Inkwell (or through whom) it is exercised. */
function RightsList() {
  const { t } = useTranslation();
  return (
    <ul className="mt-6 space-y-4">
      {rights.map(({ key, Icon }) => (
        <li key={key} className="rounded-xl border border-border bg-bg-subtle p-4 sm:p-5">
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface text-primary shadow-sm ring-1 ring-border">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="text-base font-semibold text-fg">{t(`legal.gdpr.rights.${key}.title`)}</h3>
              <span className="rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs font-medium text-fg-muted sm:ml-auto">
                {t(`legal.gdpr.rights.${key}.article`)}
              </span>
            </div>
          </div>
          <dl className="mt-4 grid gap-4 text-sm leading-6 sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-fg">{t('legal.gdpr.whatItMeans')}</dt>
              <dd className="mt-1 text-fg-muted">{t(`legal.gdpr.rights.${key}.what`)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-fg">{t('legal.gdpr.howToUse')}</dt>
              <dd className="mt-1 text-fg-muted">
                <RichText i18nKey={`legal.gdpr.rights.${key}.how`} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function GdprPage() {
  const { t } = useTranslation();
  const sections = useTextSections('legal.gdpr.sections', { rights: <RightsList /> });
  return (
    <LegalPage title={t('legal.gdpr.title')} description={t('legal.gdpr.description')}>
      <LegalDocument idPrefix="gdpr" lead={t('legal.gdpr.lead')} sections={sections} />
    </LegalPage>
  );
}
