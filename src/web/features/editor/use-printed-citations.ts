import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCitations } from '../../../shared/citations.ts';
import { defaultCitationStyle, isCatalogueStyleId, isUserStyleId } from '../../../shared/citation-styles.ts';
import type { FormattedPaper, PaperSettings } from '../../../shared/papers.ts';
import { api } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { PrintedForm } from './rich/printed-citations.ts';

const none: readonly PrintedForm[] = [];

/**
 * The paper's citations as they print in its style, for the rich editor to
 * show. The formatter gets only the citations, one paragraph each, in the
 * text's order (numbers, "Ibid." and 2020a/2020b depend on that order and
 * on nothing around them), so typing prose asks nothing of the server.
 */
export function usePrintedCitations(markdown: string, settings: PaperSettings): readonly PrintedForm[] {
  const { i18n } = useTranslation();
  const sources = useMemo(() => parseCitations(markdown).map((c) => markdown.slice(c.start, c.end)), [markdown]);
  const style = settings.citationStyle ?? defaultCitationStyle;
  const cslStyle = isCatalogueStyleId(settings.cslStyle) || isUserStyleId(settings.cslStyle) ? settings.cslStyle : undefined;
  const request = useMemo(
    () => ({ markdown: sources.join('\n\n'), style, chicagoForm: settings.chicagoForm, cslStyle, language: i18n.language }),
    [sources, style, settings.chicagoForm, cslStyle, i18n.language],
  );
  const input = useDebouncedValue(request, 300);
  const query = useQuery({
    queryKey: ['papers', 'printed', input],
    queryFn: async ({ signal }) => ({ sent: input.markdown.split('\n\n'), paper: await api<FormattedPaper>('/api/papers/format', { method: 'POST', json: input, signal }) }),
    enabled: input.markdown !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const answer = sources.length ? query.data : undefined;
  // Each form goes with the citation it was made for: the editor matches them by their Markdown.
  return useMemo(() => (answer ? answer.paper.printed.map((form, i) => ({ source: answer.sent[i] ?? '', ...form })) : none), [answer]);
}
