import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AtsFormat, AtsReport, ContentReport } from '../../../../shared/resume-checks.ts';
import type { ResumeData } from '../../../../shared/resume.ts';
import { api, failureSentence } from '../../../lib/api.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** How long the resume must rest before the content checks run again. */
const contentChecksDelay = 1500;

/**
 * The content checks of the resume as it stands, asked for once it has not
 * changed for a moment; the last answer stays on screen while the next is computed.
 */
export function useContentChecks(resume: ResumeData) {
  const settled = useDebouncedValue(resume, contentChecksDelay);
  return useQuery({
    queryKey: ['resume-checks', settled],
    queryFn: ({ signal }) => api<ContentReport>('/api/resume/checks', { method: 'POST', json: { data: settled }, signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** "Will an ATS read this?": the resume rendered as `format` on the server and read back (a second or three). */
export function useAtsCheck() {
  return useMutation({
    mutationFn: (request: { data: ResumeData; title: string; format: AtsFormat }) =>
      api<AtsReport>('/api/resume/ats-check', { method: 'POST', json: { data: request.data, ...(request.title.trim() ? { title: request.title.trim().slice(0, 200) } : {}), format: request.format } }),
  });
}

/** Failures whose server sentence says more than the code (a wait, a check already running, the field at fault). */
const serverWorded = new Set(['rate_limited', 'service_unavailable', 'validation_failed']);

/** The sentence to show for a failed check: the server's own for those above, else the code's translation. */
export function checkFailure(error: unknown, t: (key: string) => string): string {
  return failureSentence(error, t, serverWorded);
}
