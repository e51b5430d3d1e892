import { useEffect, useEffectEvent } from 'react';
import { currentLanguage, switchLanguage } from '../../lib/i18n';
import { useMe } from '../../lib/me';
import { saveLanguage } from './api';

/**
 * The language saved on the server wins, so a member reads LocalHub in their language on every device; a member who
 * has not chosen yet keeps what the app already shows them (chosen as a visitor, or the browser's), saved for next time.
 */
export function useServerLanguage(enabled: boolean) {
  const me = useMe(enabled);
  const saved = me.data ? me.data.language : undefined;
  const adopt = useEffectEvent((language: typeof saved) => {
    if (language === undefined) return;
    if (language === null) {
      void saveLanguage(currentLanguage()).catch(() => undefined);
    } else if (language !== currentLanguage()) {
      void switchLanguage(language);
    }
  });
  useEffect(() => adopt(saved), [saved]);
}
