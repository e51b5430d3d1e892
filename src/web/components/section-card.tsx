import { useId, type ReactNode } from 'react';
import { Card } from './ui/card';
import { cn } from '../lib/cn';

/** A titled card for one settings section; the title is an h2 under the page's h1. */
export function SectionCard(props: {
  title: string;
  /** The heading's id, for a control inside labelled by it; made up when not given (titles are translated). */
  headingId?: string;
  description?: ReactNode;
  icon?: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const madeId = useId();
  const headingId = props.headingId ?? madeId;
  return (
    <Card className={cn('p-4 sm:p-6', props.className)}>
      <section aria-labelledby={headingId}>
        <div className="mb-4">
          <h2 id={headingId} className={cn('flex items-center gap-2 text-lg font-semibold', props.titleClassName)}>
            {props.icon}
            {props.title}
          </h2>
          {props.description ? <p className="mt-1 text-sm text-muted-foreground">{props.description}</p> : null}
        </div>
        {props.children}
      </section>
    </Card>
  );
}
