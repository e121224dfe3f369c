import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateReferenceInput,
  CslItem,
  CslName,
  DoiLookupResult,
  ImportResult,
  Reference,
  ReferenceDetail,
  ReferenceFormat,
  ReferenceList,
} from '../../shared/references.ts';
import { api, apiBlob } from './api.ts';

export const referenceKeys = {
  all: ['references'] as const,
  list: (search: string) => ['references', 'list', search] as const,
  detail: (id: string) => ['references', 'detail', id] as const,
};

/** The library, filtered by a search; the previous results stay on screen while a new search loads. */
export function useReferences(search: string) {
  return useQuery({
    queryKey: referenceKeys.list(search),
    queryFn: ({ signal }) => api<ReferenceList>(`/api/references${search ? `?${new URLSearchParams({ search }).toString()}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
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

export function useImportReferences() {
  return useLibraryMutation((input: { text: string; format?: ReferenceFormat; dryRun: boolean }) => api<ImportResult>('/api/references/import', { method: 'POST', json: input }));
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
  return { names, year: year !== undefined ? String(year) : (item.issued?.literal ?? noDate), title: item.title, container: item['container-title'] ?? item.publisher ?? '' };
}
