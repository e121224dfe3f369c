import { UserRound } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Up to two initials of a name or, without one, of the email's local part. */
function initialsOf(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email.split('@')[0] || '';
  const words = source.split(/[\s._-]+/u).filter(Boolean);
  const letters = (words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1)).map((w) => [...w][0]!.toLocaleUpperCase());
  return letters.join('');
}

/** The user's picture, or their initials on a tinted disc. Decorative: the surrounding control names the user. */
export function Avatar({ src, name, email, className }: { src?: string | null; name?: string | null; email: string; className?: string }) {
  const initials = initialsOf(name, email);
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary', className)}
    >
      {/* Initials drawn by CSS, not as text: the link around names the user in words, and its name must contain its visible text. */}
      {src ? <img src={src} alt="" className="size-full object-cover" /> : initials ? <span data-initials={initials} className="before:content-[attr(data-initials)]" /> : <UserRound className="size-1/2" />}
    </span>
  );
}
