import { Languages } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGES, LANGUAGE_INFO, isLanguage } from '../../shared/i18n/languages';
import { switchLanguage, t, useLanguage } from '../lib/i18n';
import { cn } from '../lib/cn';

/**
 * The language of the public pages (landing, sign-in, shared listings), for a visitor: kept on this device, and saved
 * on their account when they sign up or first sign in. Members change it in Account → Appearance.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const id = useId();
  const language = useLanguage();
  return (
    <div className={cn('inline-flex items-center gap-1.5 text-sm text-muted-foreground', className)}>
      <Languages aria-hidden className="size-4" />
      <label htmlFor={id} className="sr-only">
        {t('Language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          void switchLanguage(next);
        }}
        className="h-9 rounded-md border border-border bg-background px-2 text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_INFO[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
