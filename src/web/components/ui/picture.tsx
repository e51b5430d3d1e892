import { ImageIcon } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { imageSrc, imageSrcSet, type ImageWidth } from '../../../shared/media';
import { useDataSaver } from '../../lib/data-saver';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useNearScreen } from '../../lib/use-near-screen';

/**
 * How close to the screen a `whenNear` picture starts to load: less than a row of cards, because the browser's own
 * lazy loading fetches everything within 1,250 px or more, several screens of pictures on a phone that nobody may see.
 */
const PICTURE_MARGIN = '0px 0px 120px 0px';

/**
 * An uploaded picture filling its slot. With Data saver on, nothing is downloaded until the member taps it, and then
 * only the smallest rendition that still fills the slot. Inside a button or link (`inButton`) the tap loads the
 * picture without following it; the slot's own control stays the keyboard's way in. A `whenNear` picture (one below
 * the first screen on a phone) is not asked for until it nears the screen.
 */
export function Picture(props: {
  base: string;
  alt: string;
  sizes: string;
  className?: string;
  /** The rendition for browsers without srcset support, and for Data saver (default 320). */
  width?: ImageWidth;
  inButton?: boolean;
  whenNear?: boolean;
}) {
  const saver = useDataSaver();
  const [tapped, setTapped] = useState(false);
  const { ref, near } = useNearScreen<HTMLSpanElement>(PICTURE_MARGIN);
  if (saver && !tapped) {
    const label = props.alt ? t('Load picture: {name}', { name: props.alt }) : t('Load picture');
    const load = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      setTapped(true);
    };
    const face = (
      <>
        <ImageIcon aria-hidden className="size-5" />
        <span className="text-[0.7rem] leading-tight">{t('Tap to load')}</span>
      </>
    );
    const style = cn('flex size-full flex-col items-center justify-center gap-1 bg-muted text-muted-foreground', props.className);
    return props.inButton ? (
      <span className={style} onClick={load} data-picture-placeholder="">
        {face}
      </span>
    ) : (
      <button type="button" className={style} onClick={load} aria-label={label} data-picture-placeholder="">
        {face}
      </button>
    );
  }
  if (saver) {
    return <img src={imageSrc(props.base, props.width === 160 ? 160 : 320)} alt={props.alt} decoding="async" className={props.className} />;
  }
  if (props.whenNear && !near) return <span ref={ref} className={cn('block size-full bg-muted', props.className)} />;
  return (
    <img
      src={imageSrc(props.base, props.width ?? 320)}
      srcSet={imageSrcSet(props.base)}
      sizes={props.sizes}
      alt={props.alt}
      loading="lazy"
      decoding="async"
      className={props.className}
    />
  );
}
