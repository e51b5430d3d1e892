import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LANGUAGES, LANGUAGE_INFO, type Language } from '../../../../shared/i18n/languages';
import type { Me } from '../../../../shared/schemas/profile';
import { SectionCard } from '../../../components/section-card';
import { switchLanguage, t, useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { meQueryKey } from '../../../lib/me';
import { saveLanguage } from '../api';

export function LanguageCard() {
  const current = useLanguage();
  const client = useQueryClient();
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(language: Language) {
    if (language === current || pending) return;
    setPending(language);
    try {
      await saveLanguage(language);
      await switchLanguage(language);
      client.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, language } : me));
      // Said after the switch, so in the language just chosen.
      toast.success(t('Language updated'));
    } catch {
      toast.error(t('Could not change the language. Check your connection and try again.'));
      setPending(null);
    }
  }

  return (
    <SectionCard
      title={t('Language')}
      headingId="section-language"
      description={t('LocalHub speaks English, Pidgin, Yoruba, Hausa and Igbo. Names stay as people wrote them.')}
    >
      <div role="radiogroup" aria-labelledby="section-language" className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
        {LANGUAGES.map((language) => (
          <label
            key={language}
            lang={language}
            className={
              'relative flex cursor-pointer flex-col rounded-lg border border-border bg-background px-3 py-2.5 text-sm ' +
              'transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground ' +
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring'
            }
          >
            <input
              type="radio"
              name="language"
              value={language}
              checked={current === language}
              disabled={pending !== null}
              onChange={() => void choose(language)}
              className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <span className="font-medium">{LANGUAGE_INFO[language].name}</span>
            <span className="text-xs" lang="en">
              {LANGUAGE_INFO[language].english}
            </span>
          </label>
        ))}
      </div>
    </SectionCard>
  );
}
