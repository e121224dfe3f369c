import { useEffect, useState } from 'react';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { useDocument } from '../../lib/documents.ts';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { academicModeOf } from './essay-params.ts';
import { reopensInGenerator, savedEssayOf, type SavedEssay } from './saved-essay.ts';

/**
 * `?document=<id>`: a drafted essay or paper reopened in the Essay Generator.
 * `restore` puts its options and outline in the page, once per document, in
 * the render that first has it (so they appear with the page). A paper first
 * switches the address to academic mode with its type and style.
 */
export function useReopenedEssay(restore: (saved: SavedEssay, doc: DocumentRecord) => void) {
  const [params, setParams] = useSearchParams();
  const academic = academicModeOf(params) !== null;
  const id = params.get('document') ?? undefined;
  const query = useDocument(id);
  const [restoredId, setRestoredId] = useState<string | null>(null);
  const doc = query.data;
  const toRestore = doc && doc.id !== restoredId && reopensInGenerator(doc) ? savedEssayOf(doc) : null;
  const paperType = toRestore?.academic && !academic ? toRestore.academic.paperType : undefined;
  const paperStyle = toRestore?.academic && !academic ? toRestore.academic.citationStyle : undefined;
  useEffect(() => {
    if (!paperType || !paperStyle) return;
    setParams(
      (current) => {
        current.set('mode', 'academic');
        current.set('type', paperType);
        current.set('style', paperStyle);
        return current;
      },
      { replace: true },
    );
  }, [paperType, paperStyle, setParams]);
  if (toRestore && doc && !paperType) {
    restore(toRestore, doc);
    setRestoredId(doc.id);
  }

  return {
    /** The document reopened, once loaded. */
    doc,
    loading: Boolean(id) && query.isPending,
    /** Missing, another user's, or not an essay or a paper. */
    failed: Boolean(id) && (query.isError || (doc !== undefined && !reopensInGenerator(doc))),
    /** Reset: the address no longer names the document, so a reload does not bring it back. */
    forget: () => {
      if (!id) return;
      setParams(
        (current) => {
          current.delete('document');
          return current;
        },
        { replace: true },
      );
    },
  };
}
