import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const sizes = {
  lg: { box: 'size-12', icon: 'size-6' },
  md: { box: 'size-11', icon: 'size-5' },
  sm: { box: 'size-10', icon: 'size-5' },
} as const;

const tones = {
  /** On a card: the icon on the primary's soft tint. */
  soft: 'bg-primary-soft text-primary',
  /** On a tinted band: a white tile lifted by a ring and a shadow. */
  raised: 'bg-surface text-primary shadow-sm ring-1 ring-border',
  /** The same tile for a state that is not an achievement (nothing found). */
  quiet: 'bg-surface text-fg-muted shadow-sm ring-1 ring-border',
} as const;

const shapes = { tile: 'rounded-xl', round: 'rounded-full', small: 'rounded-lg' } as const;

/**
 * The decorative icon that heads a card or a point of a list: a coloured
 * tile with the icon centred in it. The heading beside it carries the
 * meaning, so the icon is hidden from screen readers.
 */
export function IconBadge({
  Icon,
  size = 'lg',
  tone = 'soft',
  shape = 'tile',
  className,
}: {
  Icon: LucideIcon;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  shape?: keyof typeof shapes;
  className?: string;
}) {
  return (
    <span className={cn('flex items-center justify-center', sizes[size].box, shapes[shape], tones[tone], className)}>
      <Icon aria-hidden="true" className={sizes[size].icon} />
    </span>
  );
}
