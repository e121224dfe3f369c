import { useTranslation } from 'react-i18next';
import { compareNow } from '../../lib/word-diff.ts';
import type { DiffBlock, DiffLine, LineOrigin, ResumeDiffModel } from './tailor-model.ts';

/** Where a line comes from, in a reader's words ("From: Experience 1, line 3"). */
function useOrigin() {
  const { t } = useTranslation();
  return (origin: LineOrigin | undefined) => {
    if (!origin) return '';
    const place =
      origin.section === 'experience'
        ? t('resumeTailor.origin.experience', { entry: origin.entry, line: origin.line })
        : t(`resumeTailor.origin.${origin.section}`, { line: origin.line });
    return t('resumeTailor.origin.from', { place });
  };
}

/** A changed line word by word: `<ins>`/`<del>` with a spoken word at each end, as colour alone says nothing. */
function WordChanges({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const diff = compareNow(before, after);
  return (
    <>
      {diff.parts.map((part, i) =>
        part.kind === 'added' ? (
          <ins key={i} className="rounded-sm bg-success-soft text-fg underline decoration-success decoration-2 underline-offset-2">
            <span className="sr-only">{t('resumeTailor.addedStart')} </span>
            {part.text}
            <span className="sr-only"> {t('resumeTailor.addedEnd')}</span>
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={i} className="rounded-sm bg-danger-soft text-fg line-through decoration-danger decoration-2">
            <span className="sr-only">{t('resumeTailor.removedStart')} </span>
            {part.text}
            <span className="sr-only"> {t('resumeTailor.removedEnd')}</span>
          </del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The label each kind of line carries in words (never colour alone). */
function Label({ children }: { children: string }) {
  return <span className="mr-2 inline-block rounded bg-bg-subtle px-1.5 py-0.5 text-xs font-medium text-fg-muted">{children}</span>;
}

function Line({ line }: { line: DiffLine }) {
  const { t } = useTranslation();
  const originText = useOrigin();
  const origin = line.kind === 'left-out' ? '' : originText(line.from);
  const body =
    line.kind === 'kept' ? (
      <>
        {line.movedUp && <Label>{t('resumeTailor.movedUp')}</Label>}
        <span>{line.text}</span>
      </>
    ) : line.kind === 'reworded' ? (
      <>
        <Label>{t('resumeTailor.reworded')}</Label>
        <WordChanges before={line.before} after={line.after} />
      </>
    ) : line.kind === 'added' ? (
      <>
        <Label>{t('resumeTailor.added')}</Label>
        <ins className="no-underline">{line.text}</ins>
      </>
    ) : (
      <>
        <Label>{t('resumeTailor.leftOut')}</Label>
        <del className="text-fg-muted line-through">{line.text}</del>
      </>
    );
  return (
    <li className="py-1.5 text-sm break-words text-fg">
      <div>{body}</div>
      {origin && <div className="text-xs text-fg-muted">{origin}</div>}
    </li>
  );
}

function blockTitle(block: DiffBlock, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (block.section === 'experience') return block.heading ? t('resumeTailor.sections.experienceEntry', { entry: block.heading }) : t('resumeTailor.sections.experience');
  if (block.section === 'other') return t(`resumeTailor.sections.${block.heading ?? 'other'}`);
  return t(`resumeTailor.sections.${block.section}`);
}

/**
 * A tailored copy against the resume it was made from, section by section:
 * the lines kept in their new order (marked when moved up), reworded word by
 * word, new, and left out (struck through), each with where it comes from.
 */
export function ResumeDiff({ model, headingLevel = 3 }: { model: ResumeDiffModel; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (!model.changed) return <p className="text-sm text-fg-muted">{t('resumeTailor.noChanges')}</p>;
  return (
    <div className="space-y-4">
      {model.blocks.map((block) => (
        <section key={block.key}>
          <Heading className="text-sm font-semibold text-fg">{blockTitle(block, t)}</Heading>
          <ul className="mt-1 divide-y divide-border">
            {block.lines.map((line, i) => (
              <Line key={i} line={line} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
