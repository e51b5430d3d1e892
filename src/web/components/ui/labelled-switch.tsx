import { Switch } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../../lib/cn';

/** One on/off setting: the label names the switch, the description says what it does. */
export function LabelledSwitch(props: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange(checked: boolean): void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', props.className ?? 'py-3')}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {props.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {props.description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onCheckedChange}
        aria-describedby={`${id}-description`}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'bg-input data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}
