import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/**
 * Previous and Next for a list the server sends a page at a time, from
 * `offset`, `pageSize` to a page, `total` in all; nothing while one page holds
 * them all. `label` names the pages (the navigation landmark); `range`, when
 * given, says where the list is ("101–200 of 20,000") between the buttons.
 * Both buttons wait while `busy` (the next page is on its way); they stay
 * focusable when disabled, so a keyboard user who pressed Next on the way to
 * the last page keeps the focus.
 */
export function Pager({
  label,
  offset,
  pageSize,
  total,
  onTurn,
  busy = false,
  range,
}: {
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  /** Asked for the page starting at this offset. */
  onTurn: (offset: number) => void;
  busy?: boolean;
  range?: string | undefined;
}) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={() => onTurn(Math.max(0, offset - pageSize))} disabled={offset === 0 || busy} focusableWhenDisabled>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('common.previousPage')}
      </Button>
      {/* On a narrow screen the range takes a row of its own above the buttons, which then stay side by side. */}
      {range !== undefined && <p className="order-first w-full text-center text-sm text-fg-muted sm:order-none sm:w-auto">{range}</p>}
      <Button variant="secondary" size="sm" onClick={() => onTurn(offset + pageSize)} disabled={offset + pageSize >= total || busy} focusableWhenDisabled>
        {t('common.nextPage')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
