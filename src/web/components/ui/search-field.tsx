import { Search } from 'lucide-react';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClass } from './field.tsx';

export type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: string; className?: string };

/** A labelled search box with its magnifier: History, Templates, the reference library and the citation picker. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField({ label, className, id, ...props }, ref) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted" />
        <input ref={ref} id={inputId} type="search" autoComplete="off" spellCheck={false} className={cn(inputClass, 'h-11 pl-9')} {...props} />
      </div>
    </div>
  );
});
