import type { LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';

export const REVIEWS_TAB = 'reviews';
/** The anchor of a listing's reviews (docs/product-decisions.md §9): /business/{id}#comments. */
export const COMMENTS_ANCHOR = 'comments';

/** Brings the tabs (and with them the reviews) to the top of the screen. */
export const scrollToTabs = () => requestAnimationFrame(() => document.getElementById(COMMENTS_ANCHOR)?.scrollIntoView({ block: 'start' }));

/** Once the reviews have loaded the page is taller: arriving by "#comments", scroll to them again. */
export function useScrollToCommentsWhenReady(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${COMMENTS_ANCHOR}`) return;
    done.current = true;
    scrollToTabs();
  }, [ready, hash]);
}

/** The chosen tab; "#comments" in the address opens Reviews and scrolls to it. */
export function useListingTab(defaultTab: string) {
  const { hash } = useLocation();
  const wantsComments = hash === `#${COMMENTS_ANCHOR}`;
  const [tab, setTab] = useState(wantsComments ? REVIEWS_TAB : defaultTab);

  useEffect(() => {
    if (!wantsComments) return;
    setTab(REVIEWS_TAB);
    scrollToTabs();
  }, [wantsComments]);

  const showReviews = useCallback(() => {
    setTab(REVIEWS_TAB);
    scrollToTabs();
  }, []);

  return { tab, setTab, showReviews };
}

export interface ListingTab {
  value: string;
  label: string;
  icon: LucideIcon;
  content: ReactNode;
}

export function ListingTabs(props: { tabs: ListingTab[]; value: string; onValueChange(value: string): void; label: string }) {
  // On a narrow screen the tab list scrolls sideways: keep the chosen tab in view.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const trigger = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !trigger) return;
    const listBox = list.getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    if (box.left < listBox.left) list.scrollLeft -= listBox.left - box.left + 8;
    else if (box.right > listBox.right) list.scrollLeft += box.right - listBox.right + 8;
  }, [props.value]);

  return (
    <Tabs id={COMMENTS_ANCHOR} value={props.value} onValueChange={props.onValueChange} className="mt-6 min-w-0 scroll-mt-20">
      <TabsList ref={listRef} aria-label={props.label} className="w-full justify-start sm:w-auto">
        {props.tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden className="hidden size-4 sm:block" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {props.tabs.map(({ value, content }) => (
        <TabsContent key={value} value={value}>
          {content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** About tab: labelled facts with their fallbacks. */
export function AboutList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-5">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
          <dd className="min-w-0 whitespace-pre-line break-words text-sm">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
