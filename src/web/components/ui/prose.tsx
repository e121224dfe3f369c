import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Typography for long text (legal pages, docs, blog posts). */
const proseClass =
  'max-w-none text-fg-muted leading-7 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-fg ' +
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-fg [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 ' +
  '[&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_a]:font-medium [&_a]:text-primary [&_a]:underline ' +
  '[&_strong]:text-fg [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic ' +
  '[&_code]:rounded [&_code]:bg-bg-subtle [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-fg ' +
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:border-border [&_pre]:bg-bg-subtle [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0 ' +
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-border [&_th]:bg-bg-subtle [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-fg ' +
  '[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_hr]:my-8 [&_hr]:border-border';

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  // 'prose' marks long-form text for tests and user styles; the look comes from proseClass.
  return <div className={cn('prose', proseClass, className)}>{children}</div>;
}
