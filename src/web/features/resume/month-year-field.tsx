import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseResumeDate } from '../../../shared/resume.ts';
import { inputClass } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';

/** Years offered: the next few (an expected graduation) back to a long career, most recent first. */
function yearsAround(now: number, stored: number | undefined): number[] {
  const years = Array.from({ length: 81 }, (_, i) => now + 10 - i);
  // A year outside the range (an imported resume) is offered too, so it shows as chosen.
  return stored === undefined || years.includes(stored) ? years : [...years, stored].sort((a, b) => b - a);
}

const twoDigits = (month: number) => String(month).padStart(2, '0');

/**
 * A month and a year as two native selects in a group named by `label`:
 * the same in every browser (an `<input type="month">` is a bare text box in
 * some), operable from the keyboard (type "2019" on the year), and month
 * names in the interface language. The value is stored as `2024-03` (or
 * `2024` when only the year is chosen). A date saved as free text by an
 * earlier version is kept, and said, until a year is chosen.
 */
export function MonthYearField({
  id: givenId,
  label,
  value,
  onChange,
  disabled = false,
  error,
  className,
}: {
  /** The group's id (its selects are `<id>-month` and `<id>-year`): where a link to the date lands. */
  id?: string | undefined;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Already translated, shown under the selects and linked to them. */
  error?: string | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  const parsed = parseResumeDate(value);
  const written = !parsed && value.trim() ? value.trim() : '';
  // A month chosen before any year: shown, not stored (a month alone is no date).
  const [pendingMonth, setPendingMonth] = useState('');
  const month = parsed ? (parsed.month ? twoDigits(parsed.month) : '') : pendingMonth;
  const year = parsed ? String(parsed.year) : '';
  const language = i18n.resolvedLanguage ?? 'en';
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({ value: twoDigits(i + 1), label: format.format(Date.UTC(2000, i, 1, 12)) }));
  }, [language]);
  const storedYear = parsed?.year;
  const years = useMemo(() => yearsAround(new Date().getFullYear(), storedYear), [storedYear]);

  function chooseMonth(next: string) {
    if (year) onChange(next ? `${year}-${next}` : year);
    else setPendingMonth(next);
  }
  function chooseYear(next: string) {
    setPendingMonth(next ? '' : month);
    onChange(next ? (month ? `${next}-${month}` : next) : '');
  }

  const note = disabled ? '' : error ? '' : written ? t('resume.date.written', { text: written }) : month && !year ? t('resume.date.chooseYear') : '';
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [note && noteId, error && !disabled && errorId].filter(Boolean).join(' ') || undefined;
  const control = {
    disabled,
    'aria-invalid': error && !disabled ? true : undefined,
    'aria-describedby': describedBy,
    className: cn(inputClass, 'pr-8', error && !disabled && 'border-danger'),
  } as const;

  return (
    <fieldset id={givenId} className={cn('min-w-0 space-y-1.5', className)} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <div className="min-w-0">
          <label htmlFor={`${id}-month`} className="sr-only">
            {t('resume.date.month')}
          </label>
          <select id={`${id}-month`} value={disabled ? '' : month} onChange={(e) => chooseMonth(e.target.value)} {...control}>
            <option value="">{t('resume.date.month')}</option>
            {monthNames.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-year`} className="sr-only">
            {t('resume.date.year')}
          </label>
          <select id={`${id}-year`} value={disabled ? '' : year} onChange={(e) => chooseYear(e.target.value)} {...control}>
            <option value="">{t('resume.date.year')}</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      {note && (
        <p id={noteId} className="text-xs text-fg-muted">
          {note}
        </p>
      )}
      {error && !disabled && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
