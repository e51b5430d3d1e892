import { useEffect, useState, type ComponentType } from 'react';
import { whenToastWanted } from '../lib/toast';

/** Mounts the toaster (toaster-view.tsx) when the first toast is asked for; a failed download is tried again with the next. */
export function AppToaster() {
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (View) return;
    let loading = false;
    return whenToastWanted(() => {
      if (loading) return;
      loading = true;
      import('./toaster-view')
        .then((module) => setView(() => module.default))
        .catch(() => {
          loading = false;
        });
    });
  }, [View]);
  return View ? <View /> : null;
}
