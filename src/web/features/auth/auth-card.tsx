import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The centred card the sign-in, sign-up and password screens share; below
 * it, the way to the neighbouring screen (`footer`: an optional sentence
 * that leads into the link).
 */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: { lead?: string; to: string; link: string } }) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-fg-muted">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && (
          <div className="mt-6 text-center text-sm text-fg-muted">
            {footer.lead && <>{footer.lead} </>}
            <Link to={footer.to} className="font-medium text-primary hover:underline">
              {footer.link}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
