import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  referenceLimits,
  type CreateReferenceInput,
  type CslItem,
  type CslName,
  type DoiLookupResult,
  type ImportResult,
  type Reference,
  type ReferenceDetail,
  type ReferenceFormat,
  type ReferenceList,
} from '../../shared/references.ts';
import { api, apiBlob, ApiError, errorFromBody } from './api.ts';
import { forgetEarly } from './early-data.ts';

/** Which part of the library a list asks for: a search, and a page of it. */
export interface ReferenceQuery {
  search: string;
  limit: number;
  offset: number;
}

export const referenceKeys = {
  all: ['references'] as const,
  list: (query: ReferenceQuery) => ['references', 'list', query] as const,
  detail: (id: string) => ['references', 'detail', id] as const,
};

/** References the library page shows at once. */
export const libraryPageSize = referenceLimits.listPageDefault;
/** References a picker (a citation, a draft's sources) shows for a search: enough to choose from, a search away from the rest. */
export const pickerPageSize = 50;

/** A page of the library, filtered by a search; the previous page stays on screen while the next one loads. */
export function useReferences({ search, limit, offset = 0 }: { search: string; limit: number; offset?: number }) {
  const query: ReferenceQuery = { search, limit, offset };
  return useQuery({
    queryKey: referenceKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ ...(search ? { search } : {}), limit: String(limit), offset: String(offset) });
      return api<ReferenceList>(`/api/references?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The references with these keys that the library has (unknown keys are simply absent), asked for a batch of keys at a time. */
export async function fetchReferencesByKey(keys: readonly string[]): Promise<Reference[]> {
  const unique = [...new Set(keys)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += referenceLimits.listKeys) batches.push(unique.slice(i, i + referenceLimits.listKeys));
  const pages = await Promise.all(
    batches.map((batch) => api<ReferenceList>(`/api/references?${new URLSearchParams({ keys: batch.join(','), limit: String(referenceLimits.listKeys) }).toString()}`)),
  );
  return pages.flatMap((page) => page.references);
}

export function fetchReference(id: string): Promise<ReferenceDetail> {
  return api<ReferenceDetail>(`/api/references/${encodeURIComponent(id)}`);
}

/** Every change to the library refreshes every list of it (the editor's picker too). */
function useLibraryMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: referenceKeys.all }) });
}

export function useCreateReference() {
  return useLibraryMutation((input: CreateReferenceInput) => api<Reference>('/api/references', { method: 'POST', json: input }));
}

export function useUpdateReference() {
  return useLibraryMutation(({ id, item }: { id: string; item: CslItem }) => api<Reference>(`/api/references/${encodeURIComponent(id)}`, { method: 'PATCH', json: { item } }));
}

export function useDeleteReference() {
  return useLibraryMutation((id: string) => api<void>(`/api/references/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** Where an import stands: entries read in the parse worker, then references added. */
export interface ImportProgress {
  phase: 'reading' | 'adding';
  done: number;
  total: number;
}

type ImportLine = { progress: ImportProgress } | { result: ImportResult } | { error: { code: string; message: string } };

/**
 * Sends an import file as it is (`POST /api/references/import`) and reads the
 * answer's lines as they arrive: each progress line goes to `onProgress`, the
 * last line is the result or the error. An error before the answer started
 * (a file too large, another import running) and an error line mid-stream
 * (the library full) both throw ApiError with the server's code.
 */
export async function importReferences(
  file: Blob,
  options: { format?: ReferenceFormat; dryRun: boolean; signal?: AbortSignal; onProgress: (progress: ImportProgress) => void },
): Promise<ImportResult> {
  const params = new URLSearchParams({ ...(options.format ? { format: options.format } : {}), dryRun: String(options.dryRun) });
  forgetEarly();
  let response: Response;
  try {
    response = await fetch(`/api/references/import?${params.toString()}`, {
      method: 'POST',
      credentials: 'same-origin',
      // Always text: a .json file's own type would make it the JSON form of the request.
      headers: { accept: 'application/x-ndjson', 'content-type': 'text/plain; charset=utf-8' },
      body: file,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw new ApiError(0, 'network', (error as Error).message);
  }
  if (!response.ok || !response.body) throw errorFromBody(response.status, await response.json().catch(() => undefined));

  let outcome: { result: ImportResult } | { error: ApiError } | undefined;
  const take = (line: string) => {
    if (!line.trim()) return;
    const parsed = JSON.parse(line) as ImportLine;
    if ('progress' in parsed) options.onProgress(parsed.progress);
    else if ('result' in parsed) outcome = { result: parsed.result };
    else if ('error' in parsed) outcome = { error: errorFromBody(500, parsed) };
  };
  // A chunk may end anywhere, inside a line or inside a character: only whole lines are read.
  // Each chunk is searched once, so the result's one long line (megabytes) costs no more than its length.
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let start = 0;
      for (let end = value.indexOf('\n'); end >= 0; end = value.indexOf('\n', start)) {
        take(pending + value.slice(start, end));
        pending = '';
        start = end + 1;
      }
      pending += value.slice(start);
    }
    take(pending);
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, 'network', (error as Error).message);
  }
  if (!outcome) throw new ApiError(0, 'network', 'The import answer ended before its result.');
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

/** importReferences; an import that adds refreshes every list of the library (whatever it ended with: some may have been added). */
export function useImportReferences() {
  const client = useQueryClient();
  return useCallback(
    async (file: Blob, options: Parameters<typeof importReferences>[1]) => {
      try {
        return await importReferences(file, options);
      } finally {
        if (!options.dryRun) void client.invalidateQueries({ queryKey: referenceKeys.all });
      }
    },
    [client],
  );
}

export function lookupDoi(doi: string): Promise<DoiLookupResult> {
  return api<DoiLookupResult>('/api/references/doi', { method: 'POST', json: { doi } });
}

export const referenceFileExtensions: Record<ReferenceFormat, string> = { bibtex: 'bib', ris: 'ris', 'csl-json': 'json' };

/** The library (or the references with these keys) as a file. */
export function exportReferences(format: ReferenceFormat, keys?: string[]): Promise<Blob> {
  const query = new URLSearchParams({ format });
  if (keys?.length) query.set('keys', keys.join(','));
  return apiBlob(`/api/references/export?${query.toString()}`);
}

/** One line naming a reference in a list: "Smith, J. & Lee, M. (2020). Title. Container." — not a citation style. */
export function referenceSummary(item: CslItem, noDate: string): { names: string; year: string; title: string; container: string } {
  const people = item.author?.length ? item.author : (item.editor ?? []);
  const short = (n: CslName) => n.literal ?? [n.family, n.given ? `${n.given.trim().charAt(0)}.` : ''].filter(Boolean).join(', ');
  const names = people.length > 3 ? `${short(people[0]!)} et al.` : people.map(short).join('; ');
  const year = item.issued?.['date-parts']?.[0]?.[0];
  return { names, year: year !== undefined ? String(year) : (item.issued?.literal ?? noDate), title: item.title ?? '', container: item['container-title'] ?? item.publisher ?? '' };
}
