import { useTranslation } from 'react-i18next';
import type { Reference } from '../../../shared/references.ts';
import { referenceSummary } from '../../lib/references.ts';

/**
 * References to tick, one labelled checkbox each (title; authors, year and
 * where it appeared; its key): the citation picker and the Essay Generator's
 * sources. A reference that may not be ticked now (a limit reached) is
 * disabled unless it is ticked already.
 */
export function ReferenceChecklist({
  references,
  chosen,
  onToggle,
  full = false,
}: {
  references: readonly Reference[];
  chosen: readonly string[];
  onToggle: (key: string) => void;
  full?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="max-h-72 space-y-2 overflow-y-auto pr-1">
      {references.map((reference) => {
        const summary = referenceSummary(reference.item, t('references.noDate'));
        const checked = chosen.includes(reference.key);
        return (
          <li key={reference.id}>
            <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
              <input type="checkbox" className="mt-0.5 size-4 shrink-0" checked={checked} disabled={!checked && full} onChange={() => onToggle(reference.key)} />
              <span className="min-w-0 break-words">
                <span className="font-medium text-fg">{summary.title}</span>
                <span className="block text-fg-muted">
                  {[summary.names, summary.year, summary.container].filter(Boolean).join(' · ')} · <code>@{reference.key}</code>
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
