import { ImageIcon } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { imageSrc, imageSrcSet, type ImageWidth } from '../../../shared/media';
import { useDataSaver } from '../../lib/data-saver';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/**
 * An uploaded picture filling its slot. With Data saver on, nothing is downloaded until the member taps it, and then
 * only the smallest rendition that still fills the slot. Inside a button or link (`inButton`) the tap loads the
 * picture without following it; the slot's own control stays the keyboard's way in.
 */
export function Picture(props: {
  base: string;
  alt: string;
  sizes: string;
  className?: string;
  /** The rendition for browsers without srcset support, and for Data saver (default 320). */
  width?: ImageWidth;
  inButton?: boolean;
}) {
  const saver = useDataSaver();
  const [tapped, setTapped] = useState(false);
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
