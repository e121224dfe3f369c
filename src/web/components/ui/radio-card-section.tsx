import type { LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { TitledSection } from './titled-section.tsx';

/** What every card of a choice shares: a framed card that turns primary once picked. */
const cardClass =
  'flex rounded-xl border border-border bg-surface text-left transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft';

interface RadioCard<T extends string> {
  value: T;
  /** Leads the card; decorative, the words name the choice. */
  Icon?: LucideIcon;
  content: ReactNode;
  /** The card's own language, when its words are in it (a language's name). */
  lang?: string;
}

/**
 * One choice among a few, shown as cards in a grid (Radix: the arrow keys move
 * and pick, one Tab stop). The section's own heading names the group, and a
 * line under it can say what the choice does. `gridClassName` lays the cards
 * out, `cardClassName` sizes and colours them beyond the shared frame, `iconClassName`
 * their icons.
 */
export function RadioCardSection<T extends string>({
  headingId,
  title,
  level,
  headingClassName,
  hint,
  value,
  onValueChange,
  cards,
  gridClassName,
  cardClassName,
  iconClassName,
}: {
  headingId: string;
  title: string;
  level?: 2 | 3;
  headingClassName: string;
  hint?: string;
  value: T;
  onValueChange: (value: T) => void;
  cards: readonly RadioCard<T>[];
  gridClassName: string;
  cardClassName: string;
  iconClassName?: string;
}) {
  return (
    <TitledSection headingId={headingId} title={title} level={level} headingClassName={headingClassName}>
      {hint && <p className="mt-1 text-sm text-fg-muted">{hint}</p>}
      <RadioGroup.Root value={value} onValueChange={(picked) => onValueChange(picked as T)} aria-labelledby={headingId} className={gridClassName}>
        {cards.map((card) => (
          <RadioGroup.Item key={card.value} value={card.value} lang={card.lang} className={cn(cardClass, cardClassName)}>
            {card.Icon && <card.Icon aria-hidden="true" className={iconClassName} />}
            {card.content}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </TitledSection>
  );
}
