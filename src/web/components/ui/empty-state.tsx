import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState(props: { icon?: LucideIcon; title: string; description?: string; action?: ReactNode }) {
  const Icon = props.icon;
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-12 text-center">
      {Icon ? <Icon aria-hidden className="size-10 text-muted-foreground" /> : null}
      <p className="text-base font-semibold">{props.title}</p>
      {props.description ? <p className="max-w-sm text-sm text-muted-foreground">{props.description}</p> : null}
      {props.action}
    </div>
  );
}
