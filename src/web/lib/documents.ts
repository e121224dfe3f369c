import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentFilter, DocumentPage, DocumentRecord, DocumentSummary, SortDirection, UpdateDocumentInput, CreateDocumentInput } from '../../shared/documents.ts';
import { documentTypeRules } from '../../shared/document-types.ts';
import { api, ApiError } from './api.ts';
import { takeEarly } from './early-data.ts';

export interface DocumentListParams {
  search: string;
  type: DocumentFilter;
  sort: SortDirection;
}

export const documentKeys = {
  all: ['documents'] as const,
  lists: ['documents', 'list'] as const,
  list: (params: DocumentListParams) => ['documents', 'list', params] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
};

function listPath(params: DocumentListParams, cursor: string | null): string {
  const query = new URLSearchParams();
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.type !== 'all') query.set('type', params.type);
  if (params.sort !== 'desc') query.set('sort', params.sort);
  if (cursor) query.set('cursor', cursor);
  const qs = query.toString();
  return `/api/documents${qs ? `?${qs}` : ''}`;
}

/** History's list: pages joined by cursor; the previous results stay on screen while a new search loads. */
export function useDocumentList(params: DocumentListParams) {
  return useInfiniteQuery({
    queryKey: documentKeys.list(params),
    queryFn: ({ pageParam, signal }) => {
      const path = listPath(params, pageParam);
      // The first page may have been asked for while this screen's script loaded (main.tsx).
      return api<DocumentPage>(path, { signal, early: pageParam === null ? takeEarly(path) : undefined });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

const notFoundIsFinal = (count: number, error: Error) => count < 2 && !(error instanceof ApiError && error.status === 404);

export function useDocument(id: string | undefined) {
  return useQuery({
    queryKey: documentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<DocumentRecord>(`/api/documents/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    retry: notFoundIsFinal,
  });
}

export function fetchDocument(id: string): Promise<DocumentRecord> {
  return api<DocumentRecord>(`/api/documents/${encodeURIComponent(id)}`);
}

export function createDocument(input: CreateDocumentInput): Promise<DocumentRecord> {
  return api<DocumentRecord>('/api/documents', { method: 'POST', json: input });
}

export function updateDocument(id: string, input: UpdateDocumentInput): Promise<DocumentRecord> {
  return api<DocumentRecord>(`/api/documents/${encodeURIComponent(id)}`, { method: 'PATCH', json: input });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      client.removeQueries({ queryKey: documentKeys.detail(id) });
      await client.invalidateQueries({ queryKey: documentKeys.lists });
    },
  });
}

/** After a save elsewhere: the record is fresh, the lists are stale. */
export function useDocumentSaved() {
  const client = useQueryClient();
  return (doc: DocumentRecord) => {
    client.setQueryData(documentKeys.detail(doc.id), doc);
    void client.invalidateQueries({ queryKey: documentKeys.lists });
  };
}

export function exportUrl(id: string, format: string): string {
  return `/api/documents/${encodeURIComponent(id)}/export?format=${encodeURIComponent(format)}`;
}

/** The translation key of what a document is: its type ('Essay'), or the business template it was started from ('Project proposal'). */
export function kindKey(doc: Pick<DocumentSummary, 'type' | 'template'>): string {
  return doc.template ? `documents.template.${doc.template}` : documentTypeRules[doc.type].labelKey;
}
