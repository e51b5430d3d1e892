import { cn } from '../../lib/cn';

/** The eyebrow, h2 and lead paragraph that open each landing section. */
export function SectionHeading(props: { id: string; eyebrow: string; title: string; lead?: string; className?: string }) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', props.className)}>
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{props.eyebrow}</p>
      <h2 id={props.id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {props.title}
      </h2>
      {props.lead ? <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{props.lead}</p> : null}
    </div>
  );
}
