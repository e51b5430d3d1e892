import { useEffect, useRef, useState, type ComponentType } from 'react';
import { t } from './i18n';
import { toast } from './toast';

interface Openable {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * A dialog whose code is downloaded the first time it opens, not with every page that merely offers it (a feed card's
 * Report, a product's pictures). If the download fails (offline, a dropped connection) the member is told and the next
 * tap tries again, instead of the page breaking.
 */
export function lazyWhenOpen<P extends Openable>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyWhenOpen(props: P) {
    const [View, setView] = useState<ComponentType<P> | null>(() => loaded);
    const close = useRef(props.onOpenChange);
    close.current = props.onOpenChange;
    const wanted = props.open && !View;
    useEffect(() => {
      if (!wanted) return;
      let live = true;
      load()
        .then((module) => {
          loaded = module.default;
          if (live) setView(() => module.default);
        })
        .catch(() => {
          if (!live) return;
          toast.error(t('Could not open this'), { description: t('Check your connection and try again.') });
          close.current(false);
        });
      return () => {
        live = false;
      };
    }, [wanted]);
    return View ? <View {...props} /> : null;
  };
}
