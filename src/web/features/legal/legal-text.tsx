import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Prose } from '../../components/ui/prose.tsx';
import { planTextValues } from '../../lib/plan-text.ts';

/**
 * The legal texts live in the translation files as sections of blocks, so a
 * translator edits prose, not components:
 *
 *   "sections": { "<id>": { "title": "…", "body": ["paragraph", { "list": ["item", …] }] } }
 *
 * Sections keep the order of their keys; the keys become the anchors. Inside a
 * string, tags such as <settings>Settings</settings> become the links below.
 */
type TextBlock = string | { list: string[] };

export interface TextSection {
  id: string;
  title: string;
  body: TextBlock[];
}

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';

const routeLinks = {
  settings: '/settings',
  profile: '/profile',
  history: '/history',
  contact: '/contact',
  support: '/support',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  gdpr: '/gdpr',
} as const;

/** Every tag a legal string may use (the fragment's test checks against it). */
export const richTextTags = [...Object.keys(routeLinks), 'email', 'strong', 'code'];

function richTextComponents(email: string): Record<string, ReactElement> {
  const components: Record<string, ReactElement> = {
    email: <a href={`mailto:${email}`} className={linkClass} />,
    strong: <strong className="font-semibold text-fg" />,
    code: <code className="rounded bg-bg-subtle px-1.5 py-0.5 font-mono text-[0.9em] text-fg [overflow-wrap:anywhere]" />,
  };
  for (const [tag, to] of Object.entries(routeLinks)) components[tag] = <Link to={to} className={linkClass} />;
  return components;
}

/** One translated string with its inline links; `{{email}}` is the contact address, and the plan rules (`{{price}}` …) come from the plan table. */
export function RichText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  const email = t('legal.common.contactEmail');
  return <Trans i18nKey={i18nKey} values={{ email, ...planTextValues() }} components={richTextComponents(email)} />;
}

function isTextBlock(value: unknown): value is TextBlock {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || !('list' in value)) return false;
  return Array.isArray(value.list) && value.list.every((item) => typeof item === 'string');
}

/** The sections under a key, or none if the key is missing or malformed. */
export function readSections(value: unknown): TextSection[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([id, section]: [string, unknown]) => {
    if (typeof section !== 'object' || section === null) return [];
    const { title, body } = section as { title?: unknown; body?: unknown };
    if (typeof title !== 'string' || !Array.isArray(body) || !body.every(isTextBlock)) return [];
    return [{ id, title, body }];
  });
}

/** Paragraphs and lists of a section body; `base` is the translation key of the body array. */
function TextBlocks({ base, blocks }: { base: string; blocks: TextBlock[] }) {
  return blocks.map((block, i) =>
    typeof block === 'string' ? (
      <p key={i}>
        <RichText i18nKey={`${base}.${i}`} />
      </p>
    ) : (
      <ul key={i}>
        {block.list.map((_, j) => (
          <li key={j}>
            <RichText i18nKey={`${base}.${i}.list.${j}`} />
          </li>
        ))}
      </ul>
    ),
  );
}

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The sections under `key`, ready for LegalDocument. `extras` adds content
 * that is more than text (a table, a list of cards) after a section's text.
 */
export function useTextSections(key: string, extras: Partial<Record<string, ReactNode>> = {}): LegalSection[] {
  const { t } = useTranslation();
  return readSections(t(key, { returnObjects: true }) as unknown).map(({ id, title, body }) => ({
    id,
    title,
    content: (
      <>
        {body.length > 0 && (
          <Prose className="[&>:first-child]:mt-0">
            <TextBlocks base={`${key}.${id}.body`} blocks={body} />
          </Prose>
        )}
        {extras[id]}
      </>
    ),
  }));
}
