import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from '../../../lib/toast';
import type { Me } from '../../../../shared/schemas/profile';
import type { Theme } from '../../../../shared/theme';
import { useTheme } from '../../../lib/theme';
import { meQueryKey } from '../../../lib/me';
import { SectionCard } from '../../../components/section-card';
import { DataSaverCard } from '../../data-saver';
import { msg } from '../../../../shared/i18n/msg';
import { t } from '../../../lib/i18n';
import { LanguageCard } from './language-card';

const CHOICES: Array<{ value: Theme; label: string; icon: LucideIcon }> = [
  { value: 'light', label: msg('Light'), icon: Sun },
  { value: 'dark', label: msg('Dark'), icon: Moon },
  { value: 'system', label: msg('System'), icon: Monitor },
];

const unchanging = () => () => undefined;
/**
 * False while the server draws the page and while the app takes it over: the theme chosen on this device (its storage)
 * and the device's own light or dark are known only to the browser, so the drawn page shows neither.
 */
const useKnownOnDevice = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

export function AppearanceTab() {
  const { theme, resolved, setTheme } = useTheme();
  const known = useKnownOnDevice();
  const client = useQueryClient();

  function choose(next: Theme) {
    if (next === theme) return;
    setTheme(next, { persist: true });
    // Keep the cached profile in step so nothing re-applies the old choice from it.
    client.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, theme: next } : me));
    toast.success(t('Theme updated'));
  }

  return (
    <div className="grid gap-4">
      <LanguageCard />
      <SectionCard
        title={t('Theme')}
        headingId="section-theme"
        description={t('Choose how LocalHub looks on this and your other devices.')}
      >
        <div role="radiogroup" aria-labelledby="section-theme" className="grid grid-cols-3 gap-2 sm:gap-3">
          {CHOICES.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={
                'relative flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-border bg-background px-2 py-4 text-sm font-medium ' +
                'transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring'
              }
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={known && theme === value}
                onChange={() => choose(value)}
                // Covers the whole card, invisible: the card is the radio's face and the click target.
                className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <Icon aria-hidden className="size-6" />
              <span>{t(label)}</span>
            </label>
          ))}
        </div>
        {/* A line held for the words, which come once the page runs (then announced only when the theme changes). */}
        <p className="mt-3 min-h-5 text-sm text-muted-foreground" aria-live={known ? 'polite' : undefined}>
          {!known
            ? null
            : theme === 'system'
              ? resolved === 'dark'
                ? t('System follows your device setting (currently dark).')
                : t('System follows your device setting (currently light).')
              : theme === 'dark'
                ? t('LocalHub is shown in the dark theme.')
                : t('LocalHub is shown in the light theme.')}
        </p>
      </SectionCard>
      <DataSaverCard />
    </div>
  );
}
