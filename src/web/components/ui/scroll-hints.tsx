import { useEffect, useState, type RefObject } from 'react';
import { cn } from '../../lib/cn';

interface Edges {
  start: boolean;
  end: boolean;
}

/** Which ends of a sideways-scrolling row hide something, kept current as it scrolls or resizes. */
function useHiddenEdges(target: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const row = target.current;
    if (!row) return;
    const update = () => {
      // A pixel of slack: zoomed layouts leave fractions at the ends.
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft < row.scrollWidth - row.clientWidth - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    // The row's own size, and its items' (a count arriving in a tab widens it without resizing the row).
    const resize = new ResizeObserver(update);
    resize.observe(row);
    for (const item of row.children) resize.observe(item);
    row.addEventListener('scroll', update, { passive: true });
    return () => {
      row.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [target]);
  return edges;
}

/**
 * Shows that a row scrolls sideways (a tab bar on a phone): a fade over each end that hides something, with an arrow
 * that scrolls it. The arrows are for pointers only; keyboard users move through the row's own links or tabs, and each
 * one scrolls into view as it takes focus. Place it after the row, inside a `relative` parent the row fills.
 * `fade` is the gradient's start colour, the row's background (e.g. `from-muted`).
 */
export function ScrollHints({ target, fade, className }: { target: RefObject<HTMLElement | null>; fade: string; className?: string }) {
  const edges = useHiddenEdges(target);
  const scroll = (direction: -1 | 1) => {
    const row = target.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.75, behavior: 'smooth' });
  };
  return (
    <>
      {edges.start ? <Hint side="start" fade={fade} className={className} onClick={() => scroll(-1)} /> : null}
      {edges.end ? <Hint side="end" fade={fade} className={className} onClick={() => scroll(1)} /> : null}
    </>
  );
}

function Hint({ side, fade, className, onClick }: { side: 'start' | 'end'; fade: string; className?: string; onClick(): void }) {
  return (
    <div
      aria-hidden
      data-scroll-hint={side}
      className={cn(
        'pointer-events-none absolute inset-y-0 flex w-12 items-center to-transparent',
        side === 'start' ? 'left-0 justify-start bg-linear-to-r pl-1' : 'right-0 justify-end bg-linear-to-l pr-1',
        fade,
        className,
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        onClick={onClick}
        className="pointer-events-auto inline-flex size-7 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-sm"
      >
        {/* A chevron drawn with two borders. */}
        <span className={cn('size-2 border-t-2 border-r-2 border-current', side === 'start' ? 'ml-0.5 -rotate-135' : 'mr-0.5 rotate-45')} />
      </button>
    </div>
  );
}
