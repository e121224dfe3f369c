import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { TitledSection } from './titled-section.tsx';

/**
 * The box that closes a help page ("Still have questions?"): a title, one
 * line and the ways to reach us, on the primary's soft tint. With
 * `headingId` it is a region named by its title; without, a plain box.
 * `className` adds the margin and padding, `bodyClassName` the line's width.
 */
export function Callout({
  headingId,
  title,
  body,
  className,
  bodyClassName,
  children,
}: {
  headingId?: string;
  title: string;
  body: string;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const box = cn('rounded-2xl bg-primary-soft p-6 text-center', className);
  const headingClassName = 'text-xl font-semibold text-primary-soft-fg';
  const content = (
    <>
      <p className={cn('mt-2 text-primary-soft-fg/90', bodyClassName)}>{body}</p>
      {children}
    </>
  );
  if (headingId) {
    return (
      <TitledSection headingId={headingId} title={title} className={box} headingClassName={headingClassName}>
        {content}
      </TitledSection>
    );
  }
  return (
    <div className={box}>
      <h2 className={headingClassName}>{title}</h2>
      {content}
    </div>
  );
}
