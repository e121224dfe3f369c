import type { BusinessTemplate } from '../../../shared/documents.ts';

/**
 * The bodies of the business templates: real section structure
 * with short bracketed guidance the user replaces. The words are translated
 * strings under `templates.body.<template>.<section>.<key>`; the Markdown
 * syntax (headings, lists, tables) is written here, so no translation can
 * break a table or a heading.
 */
type Block =
  | { kind: 'paragraph'; key: string }
  | { kind: 'bullets' | 'steps'; keys: readonly string[] }
  /** Column keys, then rows of cell keys (placeholders such as "[Date]"). */
  | { kind: 'table'; columns: readonly string[]; rows: readonly (readonly string[])[] };

interface Section {
  id: string;
  blocks: readonly Block[];
}

const paragraph = (key: string): Block => ({ kind: 'paragraph', key });
const bullets = (...keys: string[]): Block => ({ kind: 'bullets', keys });
const steps = (...keys: string[]): Block => ({ kind: 'steps', keys });
const table = (columns: string[], rows: string[][]): Block => ({ kind: 'table', columns, rows });

export const businessTemplateSections: Record<BusinessTemplate, readonly Section[]> = {
  'project-proposal': [
    { id: 'summary', blocks: [paragraph('guidance')] },
    { id: 'background', blocks: [paragraph('guidance')] },
    { id: 'objectives', blocks: [paragraph('guidance'), bullets('first', 'second')] },
    { id: 'scope', blocks: [bullets('inScope', 'outOfScope', 'deliverables')] },
    {
      id: 'approach',
      blocks: [
        paragraph('guidance'),
        table(
          ['milestone', 'deliverable', 'date'],
          [
            ['milestone1', 'deliverable1', 'dateCell'],
            ['milestone2', 'deliverable2', 'dateCell'],
            ['milestone3', 'deliverable3', 'dateCell'],
          ],
        ),
      ],
    },
    {
      id: 'budget',
      blocks: [
        paragraph('guidance'),
        table(
          ['item', 'cost'],
          [
            ['people', 'amount'],
            ['tools', 'amount'],
            ['total', 'amount'],
          ],
        ),
      ],
    },
    { id: 'risks', blocks: [bullets('first', 'second')] },
    { id: 'nextSteps', blocks: [paragraph('guidance')] },
  ],
  'meeting-report': [
    { id: 'details', blocks: [bullets('date', 'place', 'chair')] },
    { id: 'attendees', blocks: [bullets('present', 'apologies')] },
    { id: 'agenda', blocks: [steps('first', 'second', 'other')] },
    { id: 'discussion', blocks: [paragraph('guidance'), bullets('first', 'second')] },
    { id: 'decisions', blocks: [bullets('first', 'second')] },
    {
      id: 'actions',
      blocks: [
        paragraph('guidance'),
        table(
          ['action', 'owner', 'due'],
          [
            ['action1', 'ownerCell', 'dueCell'],
            ['action2', 'ownerCell', 'dueCell'],
          ],
        ),
      ],
    },
    { id: 'nextMeeting', blocks: [paragraph('guidance')] },
  ],
};

export type Translate = (key: string) => string;

/** One line of text: a translation never adds a line break or a table column. */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();
const cell = (text: string) => line(text).replace(/\|/g, '\\|');

function blockMarkdown(block: Block, text: (key: string) => string): string {
  switch (block.kind) {
    case 'paragraph':
      return line(text(block.key));
    case 'bullets':
      return block.keys.map((key) => `- ${line(text(key))}`).join('\n');
    case 'steps':
      return block.keys.map((key, i) => `${i + 1}. ${line(text(key))}`).join('\n');
    case 'table': {
      const row = (cells: readonly string[]) => `| ${cells.map((key) => cell(text(key))).join(' | ')} |`;
      return [row(block.columns), `| ${block.columns.map(() => '---').join(' | ')} |`, ...block.rows.map(row)].join('\n');
    }
  }
}

/** The template's body as Markdown in the language `t` translates to. */
export function businessTemplateMarkdown(template: BusinessTemplate, t: Translate): string {
  return businessTemplateSections[template]
    .map(({ id, blocks }) => {
      const text = (key: string) => t(`templates.body.${template}.${id}.${key}`);
      return [`## ${line(text('heading'))}`, ...blocks.map((block) => blockMarkdown(block, text))].join('\n\n');
    })
    .join('\n\n')
    .concat('\n');
}
