import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors select-none ' +
  'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
/**
 * A disabled button is grey in every variant, in its own colours
 * (--disabled-bg/--disabled-fg) rather than faded: fading the dark theme's
 * primary button left its label at about 3:1 on a murky fill.
 * Hover and the dark danger label apply only while enabled (`not-disabled:`),
 * so no variant's colours depend on the order of the generated rules. A
 * button disabled with `focusableWhenDisabled` (aria-disabled) looks the same.
 */
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-primary-fg shadow-sm not-disabled:not-aria-disabled:hover:bg-primary-hover disabled:bg-disabled-bg disabled:text-disabled-fg disabled:shadow-none ' +
    'aria-disabled:bg-disabled-bg aria-disabled:text-disabled-fg aria-disabled:shadow-none',
  secondary:
    'border border-border bg-surface text-fg not-disabled:not-aria-disabled:hover:bg-bg-subtle disabled:bg-disabled-bg disabled:text-disabled-fg ' +
    'aria-disabled:bg-disabled-bg aria-disabled:text-disabled-fg',
  ghost: 'text-fg not-disabled:not-aria-disabled:hover:bg-bg-subtle disabled:text-disabled-fg aria-disabled:text-disabled-fg',
  danger:
    'bg-danger text-white dark:not-disabled:not-aria-disabled:text-bg not-disabled:not-aria-disabled:hover:opacity-90 disabled:bg-disabled-bg disabled:text-disabled-fg ' +
    'aria-disabled:bg-disabled-bg aria-disabled:text-disabled-fg',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * For a button that becomes disabled while it may have the focus, mostly
   * the one just pressed while its action runs: it is then only marked
   * disabled (aria-disabled) and ignores presses, a form's submission
   * included, instead of being disabled natively, which would drop the
   * keyboard user's focus to the page.
   */
  focusableWhenDisabled?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', disabled, focusableWhenDisabled, onClick, ...props },
  ref,
) {
  const softly = disabled === true && focusableWhenDisabled === true;
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={softly ? undefined : disabled}
      aria-disabled={softly ? true : props['aria-disabled']}
      onClick={softly ? (event) => event.preventDefault() : onClick}
    />
  );
});

export function ButtonLink({ variant, size, className, ...props }: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, size, typeof className === 'string' ? className : undefined)} {...props} />;
}
