import { Feather } from 'lucide-react';

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-fg">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-fg">
        <Feather aria-hidden="true" className="size-4.5" />
      </span>
      Inkwell
    </span>
  );
}
