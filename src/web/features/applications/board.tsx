import { BellRing, FileText, GripVertical, Plus } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatuses, type ApplicationRecord, type ApplicationStatus } from '../../../shared/applications.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { columnsOf, keyMove, moveTo, placeOf, withMove, type Columns, type Place } from './board-moves.ts';
import { followUpState } from './follow-up.ts';

interface Carried {
  id: string;
  place: Place;
  from: Place;
}

/** The board with a carried card shown where it would land. */
function carriedPreview(columns: Columns, carried: Carried | null): Columns {
  if (!carried) return columns;
  const change = moveTo(columns, carried.id, carried.place);
  return change ? columnsOf(withMove(Object.values(columns).flat(), carried.id, change)) : columns;
}

/** Cards a column shows before "Show all": a board of hundreds stays quick to draw and to scan. */
const shownPerColumn = 50;

/**
 * The board: a column per status, cards in the user's order. A card moves
 * by dragging it, or from the keyboard: its handle picks it up (Space or
 * Enter), the arrow keys carry it (←/→ between columns, ↑/↓ within one,
 * Home/End to the top or bottom), Space or Enter puts it down and Escape
 * puts it back. Each step is announced.
 */
export function Board({
  items,
  today,
  onOpen,
  onAdd,
  onMove,
}: {
  items: readonly ApplicationRecord[];
  today: string;
  onOpen: (application: ApplicationRecord) => void;
  onAdd: (status: ApplicationStatus) => void;
  /** A card put down in a new place: its status and rank. */
  onMove: (application: ApplicationRecord, change: { status: ApplicationStatus; rank: number }) => void;
}) {
  const { t } = useTranslation();
  // A card carried from the keyboard: where it is shown until it is put down.
  const [carried, setCarriedState] = useState<Carried | null>(null);
  // Read by the key handler: keys pressed faster than the board redraws each move from the last one.
  const carriedNow = useRef<Carried | null>(null);
  const setCarried = (next: Carried | null) => {
    carriedNow.current = next;
    setCarriedState(next);
  };
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<Place | null>(null);
  const [expanded, setExpanded] = useState<Set<ApplicationStatus>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());

  // A card just put down, shown in its new place until the board's data has the move (or its refusal):
  // it never flickers back, and the handle in the keyboard's hands stays on screen.
  // It holds the data it was put down on: once that data is replaced, the new data says where the card is.
  const [landing, setLanding] = useState<{ id: string; change: { status: ApplicationStatus; rank: number }; on: readonly ApplicationRecord[] } | null>(null);
  const landed = landing?.on === items ? landing : null;

  const columns = useMemo(() => columnsOf(landed ? withMove(items, landed.id, landed.change) : items), [items, landed]);
  // While a card is carried, the board shows it where it would land.
  const shown = useMemo(() => carriedPreview(columns, carried), [carried, columns]);

  const statusName = (status: ApplicationStatus) => t(`applications.statuses.${status}`);
  const cardName = (application: ApplicationRecord) => t('applications.cardName', { company: application.company, role: application.role });
  const where = (place: Place, count: number) => t('applications.position', { column: statusName(place.status), position: place.index + 1, count });

  // A carried card that changes column is drawn anew there: its handle takes the focus back as soon as
  // it is on the page, before the next key is handled.
  const focusWanted = useRef<string | null>(null);
  function focusHandle(id: string) {
    focusWanted.current = id;
  }
  useLayoutEffect(() => {
    const id = focusWanted.current;
    const handle = id ? handles.current.get(id) : undefined;
    if (!handle) return;
    focusWanted.current = null;
    if (document.activeElement !== handle) handle.focus();
  });

  function putDown(application: ApplicationRecord, place: Place) {
    const change = moveTo(columns, application.id, place);
    setCarried(null);
    if (change) {
      setLanding({ id: application.id, change, on: items });
      onMove(application, change);
      setAnnouncement(t('applications.dropped', { name: cardName(application), place: where(place, columns[place.status].length + (change.status === application.status ? 0 : 1)) }));
    } else {
      setAnnouncement(t('applications.droppedSame', { name: cardName(application) }));
    }
    focusHandle(application.id);
  }

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>, application: ApplicationRecord) {
    const carried = carriedNow.current;
    if (!carried || carried.id !== application.id) {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        const place = placeOf(columns, application.id);
        if (!place) return;
        setExpanded((all) => new Set(all).add(place.status));
        setCarried({ id: application.id, place, from: place });
        setAnnouncement(t('applications.pickedUp', { name: cardName(application), place: where(place, columns[place.status].length) }));
      }
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      putDown(application, carried.place);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCarried(null);
      setAnnouncement(t('applications.cancelled', { name: cardName(application), place: where(carried.from, columns[carried.from.status].length) }));
      focusHandle(application.id);
    } else if (event.key === 'Tab') {
      // Leaving the card puts it back: nothing moves without a deliberate drop.
      setCarried(null);
    } else {
      const shown = carriedPreview(columns, carried);
      const next = keyMove(shown, carried.place, event.key);
      if (!next && !['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      if (!next) return;
      setExpanded((all) => new Set(all).add(next.status));
      setCarried({ ...carried, place: next });
      const count = shown[next.status].length + (next.status === carried.place.status ? 0 : 1);
      setAnnouncement(t('applications.movedTo', { place: where(next, count) }));
      focusHandle(application.id);
    }
  }

  /** The index a dragged card would take in a column, from the pointer's height over its cards. */
  function indexAt(event: DragEvent<HTMLElement>, status: ApplicationStatus): number {
    const cards = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-card]')].filter((card) => card.dataset.card !== dragging);
    const index = cards.findIndex((card) => {
      const box = card.getBoundingClientRect();
      return event.clientY < box.top + box.height / 2;
    });
    if (index >= 0) return index;
    // Below the last card shown: after it (a column folded past its first cards takes it at its end).
    return columns[status].filter((item) => item.id !== dragging).length;
  }

  return (
    <>
      <p className="sr-only" id="board-instructions">
        {t('applications.moveInstructions')}
      </p>
      <div aria-live="assertive" className="sr-only">
        {announcement}
      </div>
      <div className="-mx-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0">
        <div className="grid snap-x snap-mandatory auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-4 sm:snap-none">
          {applicationStatuses.map((status) => {
            const cards = shown[status];
            const open = expanded.has(status) || cards.length <= shownPerColumn;
            const visible = open ? cards : cards.slice(0, shownPerColumn);
            const headingId = `board-column-${status}`;
            return (
              <section
                key={status}
                aria-labelledby={headingId}
                className={cn('flex min-h-48 snap-start flex-col rounded-2xl border border-border bg-bg-subtle p-3', dropAt?.status === status && 'ring-2 ring-primary')}
                onDragOver={(event) => {
                  if (!dragging) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  const index = indexAt(event, status);
                  if (dropAt?.status !== status || dropAt.index !== index) setDropAt({ status, index });
                }}
                onDragLeave={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  const application = items.find((item) => item.id === dragging);
                  setDragging(null);
                  setDropAt(null);
                  if (application) putDown(application, { status, index: indexAt(event, status) });
                }}
              >
                <div className="mb-3 flex items-center gap-2 px-1">
                  <h2 id={headingId} className="text-sm font-semibold text-fg">
                    {statusName(status)}
                  </h2>
                  <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-fg-muted tabular-nums" aria-label={t('applications.columnCount', { count: columns[status].length })}>
                    {columns[status].length}
                  </span>
                  <Button variant="ghost" size="sm" className="ml-auto size-9 p-0" aria-label={t('applications.addTo', { column: statusName(status) })} onClick={() => onAdd(status)}>
                    <Plus aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <ol className="flex flex-1 flex-col gap-2" aria-labelledby={headingId}>
                  {visible.map((application, index) => {
                    const isCarried = carried?.id === application.id;
                    const follow = followUpState(application, today);
                    return (
                      <li
                        key={application.id}
                        data-card={application.id}
                        draggable
                        onDragStart={(event) => {
                          event.dataTransfer.effectAllowed = 'move';
                          event.dataTransfer.setData('text/plain', application.id);
                          setDragging(application.id);
                        }}
                        onDragEnd={() => {
                          setDragging(null);
                          setDropAt(null);
                        }}
                        className={cn(
                          'relative flex gap-1 rounded-xl border border-border bg-surface p-2 shadow-sm',
                          isCarried && 'ring-2 ring-primary',
                          dragging === application.id && 'opacity-50',
                          dropAt?.status === status && dropAt.index === index && dragging !== application.id && 'before:absolute before:inset-x-2 before:-top-1.5 before:h-0.5 before:rounded before:bg-primary',
                        )}
                      >
                        <button
                          ref={(node) => {
                            if (node) handles.current.set(application.id, node);
                            else handles.current.delete(application.id);
                          }}
                          type="button"
                          aria-label={t('applications.moveCard', { name: cardName(application) })}
                          aria-describedby="board-instructions"
                          aria-pressed={isCarried}
                          onKeyDown={(event) => onHandleKey(event, application)}
                          onBlur={() => {
                            if (isCarried) setCarried(null);
                          }}
                          className="flex w-7 shrink-0 cursor-grab items-center justify-center rounded-md text-fg-muted hover:bg-bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <GripVertical aria-hidden="true" className="size-4" />
                        </button>
                        <button type="button" className="min-w-0 flex-1 rounded-md p-1 text-left hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-ring" onClick={() => onOpen(application)}>
                          <span className="block truncate font-medium text-fg">{application.company}</span>
                          <span className="block truncate text-sm text-fg-muted">{application.role}</span>
                          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
                            {application.appliedOn && <span>{t('applications.appliedShort', { date: formatDate(`${application.appliedOn}T12:00:00`, undefined, 'medium') })}</span>}
                            {application.resumeId && (
                              <span className="inline-flex items-center gap-1">
                                <FileText aria-hidden="true" className="size-3" />
                                {t('applications.resumeLinked')}
                              </span>
                            )}
                            {follow && (
                              <span className={cn('inline-flex items-center gap-1 font-medium', follow === 'due' ? 'text-danger' : 'text-fg')}>
                                <BellRing aria-hidden="true" className="size-3" />
                                {follow === 'due'
                                  ? t('applications.followUpDue')
                                  : t('applications.followUpOn', { date: formatDate(`${application.followUpOn}T12:00:00`, undefined, 'medium') })}
                              </span>
                            )}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                  {dropAt?.status === status && dropAt.index >= visible.filter((item) => item.id !== dragging).length && <li aria-hidden="true" className="h-0.5 rounded bg-primary" />}
                </ol>
                {!open && (
                  <Button variant="ghost" size="sm" className="mt-2" onClick={() => setExpanded((all) => new Set(all).add(status))}>
                    {t('applications.showAll', { count: cards.length })}
                  </Button>
                )}
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
