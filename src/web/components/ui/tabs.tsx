import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs as WAI-ARIA describes them: a tablist of buttons with one in the Tab order (arrows, Home and End move between
 * them and choose as they go), each controlling a panel; only the chosen panel is drawn. Written here rather than taken
 * from Radix: its tabs set state in layout effects and stores on every takeover, which redrew the page in one long task.
 */
interface TabsState {
  value: string;
  choose(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tab parts belong inside <Tabs>');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  /** The chosen tab, when the caller keeps it (in the address, say); otherwise `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
};

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    choose(next) {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/** The tab buttons of `list` that can be chosen, in order. */
const tabsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];

/** The row of tabs; on a narrow screen it scrolls sideways and shows so (`scroll-hints` in styles.css). */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { choose } = useTabs();
  function move(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const tabs = tabsOf(event.currentTarget);
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length]!;
    tab.focus();
    choose(tab.dataset.value!);
  }
  return (
    <div className="scroll-hints flex max-w-full rounded-lg [--scroll-hint-bg:var(--muted)]">
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={cn(
          'inline-flex max-w-full scroll-px-12 items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 [scrollbar-width:none]',
          className,
        )}
        onKeyDown={move}
        {...props}
      />
    </div>
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('panel', value)}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.choose(value);
      }}
      {...props}
    />
  );
}

/** The chosen tab's panel (the others are not drawn). */
export function TabsContent({ value, className, ...props }: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
