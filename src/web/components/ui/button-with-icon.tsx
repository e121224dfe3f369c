import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button, ButtonLink } from './button.tsx';

/**
 * A button whose words are led by an icon that shows what it does (sign
 * out, contact, …). The icon is decorative: the words name the button.
 */
export function ButtonWithIcon({ Icon, children, ...props }: ComponentProps<typeof Button> & { Icon: LucideIcon }) {
  return (
    <Button {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/**
 * A link drawn as a button, with a decorative icon before its words, or
 * after them with `iconAfter` (an arrow that says "go on to …").
 */
export function ButtonLinkWithIcon({
  Icon,
  iconAfter = false,
  children,
  ...props
}: ComponentProps<typeof ButtonLink> & { Icon: LucideIcon; iconAfter?: boolean }) {
  const icon = <Icon aria-hidden="true" className="size-4" />;
  return (
    <ButtonLink {...props}>
      {!iconAfter && icon}
      {children}
      {iconAfter && icon}
    </ButtonLink>
  );
}
