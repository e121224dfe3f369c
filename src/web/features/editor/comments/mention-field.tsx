import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentPerson } from '../../../../shared/comments.ts';
import { commentLimits } from '../../../../shared/comments.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/** The `@word` being typed just before the caret, if any: where it starts and what it holds so far. */
function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]*(?: [^\s@]*)?)$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]!.toLowerCase() };
}

/**
 * A comment's text box: typing `@` lists the people who can read the
 * comments (Arrow keys, Enter or Tab to pick, Escape to close), and the pick
 * puts `@Name` in the text. Ctrl+Enter sends.
 */
export function MentionField({
  value,
  onChange,
  people,
  label,
  onSubmit,
  onCancel,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  people: readonly CommentPerson[];
  label: string;
  onSubmit: () => void;
  onCancel?: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const own = useRef<HTMLTextAreaElement>(null);
  const area = inputRef ?? own;
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [index, setIndex] = useState(0);
  /** Where the caret goes once a picked name is in the text. */
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterPick.current;
    if (caret === null || !area.current) return;
    caretAfterPick.current = null;
    area.current.focus();
    area.current.setSelectionRange(caret, caret);
  }, [value, area]);
  const matches = query ? people.filter((p) => p.name && p.name.toLowerCase().includes(query.query.trim())).slice(0, 6) : [];
  const open = matches.length > 0;

  const follow = (text: string, caret: number) => {
    setQuery(mentionQuery(text, caret));
    setIndex(0);
  };
  const pick = (person: CommentPerson) => {
    const element = area.current;
    if (!query || !element) return;
    const caret = element.selectionStart;
    const inserted = `@${person.name} `;
    const next = value.slice(0, query.start) + inserted + value.slice(caret);
    caretAfterPick.current = query.start + inserted.length;
    onChange(next);
    setQuery(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setIndex((i) => (i + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
      return;
    }
    if (open && (event.key === 'Enter' || event.key === 'Tab') && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      pick(matches[index] ?? matches[0]!);
      return;
    }
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
      } else if (onCancel) {
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={area}
        id={id}
        value={value}
        rows={3}
        maxLength={commentLimits.body}
        placeholder={t('comments.placeholder')}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-people`}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${id}-person-${index}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
        className={cn(inputClass, 'min-h-20 resize-y px-3 py-2 text-sm')}
      />
      <ul id={`${id}-people`} role="listbox" aria-label={t('comments.mentionPeople')} hidden={!open} className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-border bg-surface shadow-lg">
        {matches.map((person, i) => (
          <li
            key={person.id}
            id={`${id}-person-${i}`}
            role="option"
            aria-selected={i === index}
            // Picked before the text box loses focus.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(person);
            }}
            className={cn('cursor-pointer px-3 py-2 text-sm', i === index ? 'bg-primary/10 text-fg' : 'text-fg-muted')}
          >
            {person.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
