import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Accessible tabs (Radix: arrow keys move between tabs, Tab moves into the
 * panel). `orientation="vertical"` gives side tabs.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      className={cn(props.orientation === 'vertical' ? 'grid gap-6 md:grid-cols-[14rem_1fr]' : 'space-y-6', className)}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex gap-1 overflow-x-auto rounded-xl border border-border bg-bg-subtle p-1',
        'data-[orientation=vertical]:flex-col data-[orientation=vertical]:self-start',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'shrink-0 rounded-lg px-4 py-2 text-left text-sm font-medium whitespace-nowrap text-fg-muted transition-colors',
        'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-primary/40',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('min-w-0 focus-visible:outline-2', className)} {...props} />;
}
