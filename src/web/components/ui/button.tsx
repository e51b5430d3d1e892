import { forwardRef, useCallback, type ButtonHTMLAttributes, type Ref } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';

// Outline, ghost and link set no background of their own (Tailwind's preflight makes buttons transparent): a
// background given by the caller (bg-card on a map) must win, and with two background utilities the later one in the
// stylesheet would, whatever the order of the classes.
const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:opacity-90',
  secondary: 'bg-muted text-foreground hover:bg-border',
  outline: 'border border-input hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
  link: 'text-primary underline-offset-4 hover:underline px-0',
} as const;

const SIZES = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (e.g. a Link) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', asChild, className, type, ...props },
  ref,
) {
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors select-none',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
  if (asChild) return <Slot.Root ref={ref} className={classes} {...props} />;
  if (type === 'submit') return <SubmitButton ref={ref} className={classes} {...props} />;
  return <button ref={ref} type={type ?? 'button'} className={classes} {...props} />;
});

/**
 * A form the server drew would be sent by the browser itself (a reload, what was typed lost) if pressed before the
 * script takes the page over: the server draws its submit button disabled, and the button enables itself as it is
 * taken over (its part of the page may be taken over after the rest: a lazily loaded card). Set on the element, not
 * through state: a state change would draw the page once more right after the takeover, in one long task. React
 * keeps the attribute the server drew (it does not patch attributes while taking over), so the two may differ.
 */
function SubmitButton({ ref, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  const { disabled } = props;
  // React attaches a ref as it takes the element over (and again when `disabled` changes, which it has then set too).
  const enable = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node) node.disabled = Boolean(disabled);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, disabled],
  );
  return <button ref={enable} type="submit" suppressHydrationWarning {...props} disabled={typeof document === 'undefined' || disabled} />;
}
