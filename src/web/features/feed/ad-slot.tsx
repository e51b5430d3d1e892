import { Megaphone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AdSlot as AdSlotAnswer } from '../../../shared/schemas/ads';
import { Button } from '../../components/ui/button';
import { sendWhenOnline } from '../../lib/automatic-requests';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { adsApi } from '../ads/api';
import { PRODUCT_NAME } from '../../../shared/brand';
import { Picture } from '../../components/ui/picture';

type SlotItem = AdSlotAnswer['items'][number];

/** Reports the ad once when at least half of it has been on screen for one second (IntersectionObserver). */
function useImpression(adId: number | null) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (adId === null || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sent = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (sent) return;
        if (entry && entry.isIntersecting && entry.intersectionRatio >= 0.5) {
          timer ??= setTimeout(() => {
            sent = true;
            observer.disconnect();
            void sendWhenOnline(() => adsApi.impression(adId));
          }, 1000);
        } else if (timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [adId]);
  return ref;
}

const frame = (variant: 'inline' | 'banner', className?: string) =>
  cn(
    'relative flex min-w-0 flex-col gap-3 overflow-hidden rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center',
    variant === 'banner' && 'sm:p-5',
    className,
  );

function SponsoredLabel() {
  return (
    <span className="absolute right-2 top-2 rounded bg-muted px-1.5 py-0.5 text-[10px] font-medium uppercase tracking-wide text-muted-foreground">
      {t('Sponsored')}
    </span>
  );
}

/**
 * An advertisement slot: a member's running ad (docs/decisions/0014-advertising.md) with "Sponsored", or LocalHub's own
 * promotion. Never a third-party script. Slots the server left empty are not drawn.
 */
export function AdSlot({ className, variant = 'inline', item }: { className?: string; variant?: 'inline' | 'banner'; item: SlotItem }) {
  const ad = item.type === 'ad' ? item : null;
  const ref = useImpression(ad?.adId ?? null);
  if (ad) {
    return (
      <aside ref={ref} aria-label={t('Sponsored advertisement')} data-testid="sponsored-ad" className={frame(variant, className)}>
        <SponsoredLabel />
        {ad.imageUrl ? (
          <span className="size-16 shrink-0 overflow-hidden rounded-md">
            <Picture base={ad.imageUrl} alt="" sizes="64px" width={160} className="size-full object-cover" />
          </span>
        ) : (
          <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Megaphone className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1 pr-16 sm:pr-0">
          <p className="font-semibold break-words">{ad.title}</p>
          <p className="text-sm break-words text-muted-foreground">{ad.description}</p>
          <p className="mt-1 text-xs text-muted-foreground">{t('by {advertiser}', { advertiser: ad.advertiser })}</p>
        </div>
        <Button asChild size="sm" className="self-start sm:self-center">
          {/* The title is in the link's text too, not only in its aria-label: search engines (and Lighthouse's link-text
              audit) read a link's text, and "Learn more" alone says nothing of where it leads. The label keeps the
              name screen readers say in one piece. */}
          <a href={ad.clickUrl} rel="sponsored noopener" aria-label={t('Learn more: {title}', { title: ad.title })}>
            {t('Learn more')}
            <span className="sr-only">: {ad.title}</span>
          </a>
        </Button>
      </aside>
    );
  }
  const promotion = item as Extract<SlotItem, { type: 'house' }>;
  return (
    <aside aria-label={t('From {brand}', { brand: PRODUCT_NAME })} data-testid="house-promotion" className={frame(variant, className)}>
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Megaphone className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{promotion.title}</p>
        <p className="text-sm text-muted-foreground">{promotion.text}</p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to={promotion.link}>{promotion.action}</Link>
      </Button>
    </aside>
  );
}
