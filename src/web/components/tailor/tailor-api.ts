import type { ResumeData } from '../../../shared/resume.ts';
import { api } from '../../lib/api.ts';

/** One line of the copy and where it comes from in the master ('experience.0.description:2'). */
export interface TracedLine {
  path: string;
  from: string;
  text: string;
}

/** A line a model reworded, and passed the fact check. */
export interface Rewording {
  path: string;
  before: string;
  after: string;
}

/** What a refused rewording would have added that the master does not hold. */
interface FactProblemView {
  path: string;
  kind: 'number' | 'name' | 'skill' | 'employer' | 'title' | 'date';
  value: string;
}

/** `POST /api/resume/tailor`'s answer; `reworded` and `refused` only when a rewording was asked for. */
export interface TailorAnswer {
  data: ResumeData;
  trace: TracedLine[];
  dropped: { from: string; text: string }[];
  found: string[];
  missing: string[];
  reworded?: Rewording[];
  refused?: { path: string; problems: FactProblemView[] }[];
}

/** A copy of `master` tailored to `ad` (reordered and selected, and reworded by the user's model when `reword`). */
export function tailorResume(master: ResumeData, ad: string, options: { reword?: boolean; signal?: AbortSignal } = {}): Promise<TailorAnswer> {
  // Where a copy came from is the copy's own: the master's data is sent without it.
  const { tailoredFrom: _from, ...resume } = master;
  return api<TailorAnswer>('/api/resume/tailor', { method: 'POST', json: { master: resume, ad, ...(options.reword ? { reword: true } : {}) }, signal: options.signal });
}
