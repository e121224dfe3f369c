import { Feather } from 'lucide-react';

/**
 * The mark and the name. `compact`: the name only from 1536 px on (the
 * signed-in header's row of links needs the room between 1280 and 1536 px in
 * the longer languages); the link around it names the product either way.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-fg">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-fg">
        <Feather aria-hidden="true" className="size-4.5" />
      </span>
      <span className={compact ? 'xl:max-2xl:sr-only' : undefined}>Inkwell</span>
    </span>
  );
}
