import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * The entries of one resume list (experience, education, skills) as cards:
 * each named "Experience 2" and so on, with its fields, Move up / Move down
 * and Remove (while more than one is left), and an Add button below.
 * Entries reorder by dragging a card's grip onto another card of the same
 * list; the arrow buttons do the same from the keyboard.
 */
export function EntryCardList<E extends { id: string }>({
  entries,
  entryName,
  addLabel,
  onAdd,
  onMove,
  onRemove,
  children,
}: {
  entries: E[];
  /** The card's name from its place in the list (1-based). */
  entryName: (n: number) => string;
  addLabel: string;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The card's fields. */
  children: (entry: E, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <>
      {entries.map((entry, index) => {
        const heading = entryName(index + 1);
        return (
          <fieldset
            key={entry.id}
            aria-labelledby={`${entry.id}-heading`}
            onDragOver={(event) => {
              if (dragging !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null && dragging !== index) onMove(dragging, index);
              setDragging(null);
            }}
            className={cn('rounded-2xl border border-border bg-surface p-4 sm:p-5', dragging === index && 'opacity-50')}
          >
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <h2 id={`${entry.id}-heading`} className="flex items-center gap-2 text-base font-semibold text-fg">
                <span
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', heading);
                    setDragging(index);
                  }}
                  onDragEnd={() => setDragging(null)}
                  title={t('resume.dragToReorder')}
                  className="cursor-grab rounded p-1 text-fg-muted hover:bg-bg-subtle active:cursor-grabbing"
                >
                  <GripVertical aria-hidden="true" className="size-4" />
                </span>
                {heading}
              </h2>
              <div className="flex flex-wrap gap-1">
                <Button variant="ghost" size="sm" className="size-10 p-0" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('resume.moveUp', { item: heading })}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" size="sm" className="size-10 p-0" disabled={index === entries.length - 1} onClick={() => onMove(index, index + 1)} aria-label={t('resume.moveDown', { item: heading })}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                {entries.length > 1 && (
                  <Button variant="ghost" size="sm" className="h-10 text-danger hover:bg-danger-soft" onClick={() => onRemove(index)} aria-label={t('resume.removeItem', { item: heading })}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('resume.remove')}
                  </Button>
                )}
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">{children(entry, index)}</div>
          </fieldset>
        );
      })}
      <Button variant="secondary" className="h-11" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </>
  );
}
