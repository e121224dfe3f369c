import { ArrowDown, ArrowUp, EyeOff, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isSectionHidden } from '../../../../shared/resume-sections.ts';
import type { ExtraSectionKey } from '../../../../shared/resume.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { addSection, isExtraSection, isSectionEmpty, missingSections, moveSection, presentSections, removeSection, toggleSectionHidden, type ResumeDraft } from '../resume-form.ts';
import { useSectionName } from './section-name.ts';
import { TitledSection } from '../../../components/ui/titled-section.tsx';

/**
 * The order of the resume's sections and which of them it shows: each one
 * moved up or down and hidden or shown by buttons named after it (keyboard
 * first; the focus stays on the button pressed), an empty added section
 * removed, and the sections the resume does not have yet offered to add.
 */
export function SectionArrange({ draft, update, onAdded }: { draft: ResumeDraft; update: (change: (draft: ResumeDraft) => ResumeDraft) => void; onAdded: (key: ExtraSectionKey) => void }) {
  const { t } = useTranslation();
  const sectionName = useSectionName(draft);
  const present = presentSections(draft);
  const missing = missingSections(draft);

  return (
    <div className="space-y-4">
      <TitledSection headingId="arrange-order-heading" title={t('resume.arrange.title')} className="rounded-2xl border border-border bg-surface p-4 sm:p-5" headingClassName="text-base font-semibold text-fg">
        <p className="mt-1 text-sm text-fg-muted">{t('resume.arrange.hint')}</p>
        <ol className="mt-4 divide-y divide-border">
          {present.map((key, i) => {
            const name = sectionName(key);
            const hidden = isSectionHidden(draft, key);
            return (
              <li key={key} className="flex flex-wrap items-center gap-2 py-2">
                <span className={cn('min-w-0 flex-1 text-sm font-medium', hidden ? 'text-fg-muted line-through' : 'text-fg')}>{name}</span>
                {hidden && <span className="rounded-full bg-bg-subtle px-2 py-0.5 text-xs text-fg-muted">{t('resume.arrange.hidden')}</span>}
                <div className="flex flex-wrap gap-1">
                  <Button variant="ghost" size="sm" className="size-10 p-0" disabled={i === 0} focusableWhenDisabled onClick={() => update((d) => moveSection(d, key, -1))} aria-label={t('resume.moveUp', { item: name })}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button variant="ghost" size="sm" className="size-10 p-0" disabled={i === present.length - 1} focusableWhenDisabled onClick={() => update((d) => moveSection(d, key, 1))} aria-label={t('resume.moveDown', { item: name })}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button variant="ghost" size="sm" className={cn('h-10', hidden && 'bg-bg-subtle text-fg')} aria-pressed={hidden} aria-label={t('resume.arrange.hideLabel', { section: name })} onClick={() => update((d) => toggleSectionHidden(d, key))}>
                    <EyeOff aria-hidden="true" className="size-4" />
                    {t('resume.arrange.hide')}
                  </Button>
                  {isExtraSection(key) && isSectionEmpty(draft, key) && (
                    <Button variant="ghost" size="sm" className="h-10 text-danger hover:bg-danger-soft" aria-label={t('resume.removeItem', { item: name })} onClick={() => update((d) => removeSection(d, key))}>
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('resume.remove')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </TitledSection>
      <TitledSection headingId="arrange-add-heading" title={t('resume.arrange.addTitle')} className="rounded-2xl border border-border bg-surface p-4 sm:p-5" headingClassName="text-base font-semibold text-fg">
        {missing.length ? (
          <>
            <p className="mt-1 text-sm text-fg-muted">{t('resume.arrange.addHint')}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {missing.map((key) => (
                <li key={key}>
                  <Button
                    variant="secondary"
                    className="h-11"
                    aria-label={t('resume.arrange.add', { section: sectionName(key) })}
                    onClick={() => {
                      update((d) => addSection(d, key));
                      onAdded(key);
                    }}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    {sectionName(key)}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-1 text-sm text-fg-muted">{t('resume.arrange.allAdded')}</p>
        )}
      </TitledSection>
    </div>
  );
}
