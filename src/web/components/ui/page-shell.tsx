import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { PageIntro } from './page-intro.tsx';

/** A content page: intro (one h1) and a width-limited body. */
export function PageShell({
  title,
  description,
  children,
  width = 'default',
  intro,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
  intro?: ReactNode;
}) {
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro title={title} description={description}>
        {intro}
      </PageIntro>
      <div className={cn('mx-auto mt-10 sm:mt-12', width === 'narrow' ? 'max-w-3xl' : width === 'wide' ? 'max-w-6xl' : 'max-w-5xl')}>
        {children}
      </div>
    </div>
  );
}
