import { forwardRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { SearchField, type SearchFieldProps } from './search-field.tsx';

type SearchFilterBarProps = Omit<SearchFieldProps, 'className' | 'onChange'> & {
  /** The search text as typed, at every keystroke. */
  onValueChange: (value: string) => void;
  /** The gap, the width at which the panel turns from a column into a row, and any shadow. */
  barClassName: string;
  children: ReactNode;
};

/**
 * The panel above a searchable list (History, Templates, References): the search box,
 * taking the room left over, and the list's other filters after it.
 */
export const SearchFilterBar = forwardRef<HTMLInputElement, SearchFilterBarProps>(
  function SearchFilterBar({ barClassName, onValueChange, children, ...search }, ref) {
    return (
      <div className={cn('flex flex-col rounded-2xl border border-border bg-surface p-4 sm:p-5', barClassName)}>
        <SearchField ref={ref} className="flex-1" onChange={(event) => onValueChange(event.target.value)} {...search} />
        {children}
      </div>
    );
  },
);
