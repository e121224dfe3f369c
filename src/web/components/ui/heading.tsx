import type { ComponentProps } from 'react';

/** A heading at the level the caller gives, so a component that appears on several pages keeps each page's outline. */
export function Heading({ level, ...props }: ComponentProps<'h2'> & { level: 2 | 3 | 4 }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
