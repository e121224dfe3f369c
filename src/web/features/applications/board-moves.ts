import { applicationStatuses, type ApplicationRecord, type ApplicationStatus } from '../../../shared/applications.ts';
import { rankAt } from '../../lib/applications.ts';

export type Columns = Record<ApplicationStatus, ApplicationRecord[]>;

/** The board's columns from applications in board order (status, then rank). */
export function columnsOf(items: readonly ApplicationRecord[]): Columns {
  const columns = Object.fromEntries(applicationStatuses.map((status) => [status, [] as ApplicationRecord[]])) as Columns;
  for (const item of items) columns[item.status].push(item);
  for (const status of applicationStatuses) columns[status].sort((a, b) => a.rank - b.rank || a.createdAt.localeCompare(b.createdAt));
  return columns;
}

/** Where a card is on the board. */
export interface Place {
  status: ApplicationStatus;
  index: number;
}

export function placeOf(columns: Columns, id: string): Place | undefined {
  for (const status of applicationStatuses) {
    const index = columns[status].findIndex((item) => item.id === id);
    if (index >= 0) return { status, index };
  }
  return undefined;
}

/**
 * The card moved to `to` (its index among the target column's cards once it
 * has left its own place): the status and rank to send, or undefined when it
 * lands where it was.
 */
export function moveTo(columns: Columns, id: string, to: Place): { status: ApplicationStatus; rank: number } | undefined {
  const from = placeOf(columns, id);
  if (!from) return undefined;
  if (from.status === to.status && from.index === to.index) return undefined;
  const others = columns[to.status].filter((item) => item.id !== id).map((item) => item.rank);
  const index = Math.max(0, Math.min(to.index, others.length));
  return { status: to.status, rank: rankAt(others, index) };
}

/** The board with one card given a new status and rank (the move shown before the server confirms it). */
export function withMove(items: readonly ApplicationRecord[], id: string, change: { status: ApplicationStatus; rank: number }): ApplicationRecord[] {
  return items.map((item) => (item.id === id ? { ...item, ...change } : item));
}

/**
 * A keyboard move of a picked-up card: ←/→ to the neighbouring column (to
 * the same height, or its end), ↑/↓ within its column. Home/End to its top
 * or bottom. Undefined when the key does not move it (an edge).
 */
export function keyMove(columns: Columns, at: Place, key: string): Place | undefined {
  const column = applicationStatuses.indexOf(at.status);
  const length = (status: ApplicationStatus, moving: boolean) => columns[status].length - (moving ? 1 : 0);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight': {
      const next = applicationStatuses[column + (key === 'ArrowLeft' ? -1 : 1)];
      if (!next) return undefined;
      return { status: next, index: Math.min(at.index, length(next, false)) };
    }
    case 'ArrowUp':
      return at.index > 0 ? { status: at.status, index: at.index - 1 } : undefined;
    case 'ArrowDown':
      return at.index < length(at.status, true) ? { status: at.status, index: at.index + 1 } : undefined;
    case 'Home':
      return at.index > 0 ? { status: at.status, index: 0 } : undefined;
    case 'End':
      return at.index < length(at.status, true) ? { status: at.status, index: length(at.status, true) } : undefined;
    default:
      return undefined;
  }
}
