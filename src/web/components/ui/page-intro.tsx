import type { ReactNode } from 'react';

/** The title block every page starts with: one h1 and a short description. */
export function PageIntro({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
      {description && <p className="mt-3 text-lg text-fg-muted">{description}</p>}
      {children}
    </header>
  );
}
