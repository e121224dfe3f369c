import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CatalogueFormat, CatalogueStyleId } from '../../shared/citation-styles.ts';
import type { CatalogueStyleSummary, StyleSearchResult } from '../../shared/papers.ts';
import { api } from './api.ts';


/** Styles the picker lists a page. */
export const catalogueStylesPageSize = 20;

/** Which part of the catalogue a picker asks for: words of the title, a field, a citation format, and a page. */
interface CatalogueQuery {
  search: string;
  field: string;
  format: CatalogueFormat | '';
  offset: number;
}

const catalogueKeys = {
  search: (query: CatalogueQuery) => ['papers', 'styles', 'search', query] as const,
  style: (id: CatalogueStyleId) => ['papers', 'styles', 'one', id] as const,
};

function fetchStyles(query: Partial<CatalogueQuery> & { limit: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset ?? 0) });
  if (query.search) params.set('search', query.search);
  if (query.field) params.set('field', query.field);
  if (query.format) params.set('format', query.format);
  return api<StyleSearchResult>(`/api/papers/styles?${params.toString()}`, { signal });
}

/**
 * A page of the catalogue; the page before stays on screen while the next one
 * loads. The catalogue ships with the server, so a page once read is not asked for again.
 */
export function useCatalogueStyles(query: CatalogueQuery) {
  return useQuery({
    queryKey: catalogueKeys.search(query),
    queryFn: ({ signal }) => fetchStyles({ ...query, limit: catalogueStylesPageSize }, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** One style of the catalogue, by id (its title for "Follows: Nature"): null when the catalogue lacks it. */
export function useCatalogueStyle(id: CatalogueStyleId | undefined) {
  return useQuery({
    queryKey: catalogueKeys.style(id ?? 'csl:'),
    queryFn: async ({ signal }) => {
      const { styles } = await api<StyleSearchResult>(`/api/papers/styles?${new URLSearchParams({ id: id! }).toString()}`, { signal });
      return styles[0] ?? null;
    },
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

/** Keeps a chosen style as the answer for its id, so the panel names it without asking again. */
export function useRememberCatalogueStyle() {
  const queryClient = useQueryClient();
  return useCallback((style: CatalogueStyleSummary) => queryClient.setQueryData(catalogueKeys.style(style.id), style), [queryClient]);
}
