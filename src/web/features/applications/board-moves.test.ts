import { describe, expect, it } from 'vitest';
import type { ApplicationRecord, ApplicationStatus } from '../../../shared/applications.ts';
import { rankAt } from '../../lib/applications.ts';
import { columnsOf, keyMove, moveTo, withMove } from './board-moves.ts';
import { followUpState } from './follow-up.ts';

function card(id: string, status: ApplicationStatus, rank: number): ApplicationRecord {
  return {
    id,
    company: `Company ${id}`,
    role: 'Analyst',
    ad: '',
    link: '',
    status,
    appliedOn: null,
    deadlineOn: null,
    followUpOn: null,
    notes: '',
    resumeId: null,
    coverLetterId: null,
    rank,
    statusChangedAt: '2026-12-01T00:00:00.000Z',
    createdAt: `2026-12-01T00:00:0${id.length}.000Z`,
    updatedAt: '2026-12-01T00:00:00.000Z',
  };
}

const items = [card('a', 'saved', 1), card('b', 'saved', 2), card('c', 'saved', 3), card('d', 'applied', 10)];

describe('board moves', () => {
  it('puts a rank between neighbours, above the first and below the last', () => {
    expect(rankAt([], 0)).toBe(0);
    expect(rankAt([1, 2], 0)).toBe(0);
    expect(rankAt([1, 2], 1)).toBe(1.5);
    expect(rankAt([1, 2], 2)).toBe(3);
  });

  it('orders each column by rank', () => {
    const columns = columnsOf([card('x', 'offer', 5), card('y', 'offer', -1)]);
    expect(columns.offer.map((item) => item.id)).toEqual(['y', 'x']);
    expect(columns.saved).toEqual([]);
  });

  it('moves a card down its column and across to another', () => {
    const columns = columnsOf(items);
    // 'a' to the place after 'b' (index 1 once 'a' has left): between b (2) and c (3).
    expect(moveTo(columns, 'a', { status: 'saved', index: 1 })).toEqual({ status: 'saved', rank: 2.5 });
    // 'c' to the top of Applied, above 'd'.
    expect(moveTo(columns, 'c', { status: 'applied', index: 0 })).toEqual({ status: 'applied', rank: 9 });
    // Into an empty column.
    expect(moveTo(columns, 'c', { status: 'offer', index: 0 })).toEqual({ status: 'offer', rank: 0 });
    // Where it already is: nothing to send.
    expect(moveTo(columns, 'b', { status: 'saved', index: 1 })).toBeUndefined();
    const moved = columnsOf(withMove(items, 'a', { status: 'saved', rank: 2.5 }));
    expect(moved.saved.map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });

  it('carries a card with the arrow keys, stopping at the edges', () => {
    const columns = columnsOf(items);
    expect(keyMove(columns, { status: 'saved', index: 0 }, 'ArrowUp')).toBeUndefined();
    expect(keyMove(columns, { status: 'saved', index: 0 }, 'ArrowDown')).toEqual({ status: 'saved', index: 1 });
    expect(keyMove(columns, { status: 'saved', index: 2 }, 'ArrowDown')).toBeUndefined();
    expect(keyMove(columns, { status: 'saved', index: 0 }, 'End')).toEqual({ status: 'saved', index: 2 });
    expect(keyMove(columns, { status: 'saved', index: 2 }, 'ArrowRight')).toEqual({ status: 'applied', index: 1 });
    expect(keyMove(columns, { status: 'saved', index: 0 }, 'ArrowLeft')).toBeUndefined();
    expect(keyMove(columns, { status: 'withdrawn', index: 0 }, 'ArrowRight')).toBeUndefined();
    expect(keyMove(columns, { status: 'saved', index: 0 }, 'x')).toBeUndefined();
  });

  it('says a follow-up is due on its day and after, only while the application is open', () => {
    expect(followUpState({ followUpOn: '2026-12-05', status: 'applied' }, '2026-12-05')).toBe('due');
    expect(followUpState({ followUpOn: '2026-12-04', status: 'interview' }, '2026-12-05')).toBe('due');
    expect(followUpState({ followUpOn: '2026-12-06', status: 'applied' }, '2026-12-05')).toBe('planned');
    expect(followUpState({ followUpOn: '2026-12-01', status: 'rejected' }, '2026-12-05')).toBeUndefined();
    expect(followUpState({ followUpOn: null, status: 'applied' }, '2026-12-05')).toBeUndefined();
  });
});
