import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '../../components/ui/icon-badge.tsx';

/**
 * The few points of a legal document people look for first, as a box of
 * cards above the full text. `base` holds `highlights.<key>.{title,body}`,
 * `highlightsTitle` and optionally `highlightsNote`.
 */
export function Highlights({ base, items }: { base: string; items: ReadonlyArray<{ key: string; Icon: LucideIcon }> }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const noteKey = `${base}.highlightsNote`;
  return (
    <section aria-labelledby={titleId} className="mt-8 rounded-xl border border-border bg-bg-subtle p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-fg">
        {t(`${base}.highlightsTitle`)}
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2">
        {items.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <IconBadge Icon={Icon} size="sm" tone="raised" shape="small" className="shrink-0" />
            <div>
              <h3 className="font-semibold text-fg">{t(`${base}.highlights.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-6 text-fg-muted">{t(`${base}.highlights.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      {i18n.exists(noteKey) && <p className="mt-5 text-sm text-fg-muted">{t(noteKey)}</p>}
    </section>
  );
}
