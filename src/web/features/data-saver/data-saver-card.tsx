import { SectionCard } from '../../components/section-card';
import { setDataSaver, useConnectionWantsSaving, useDataSaver } from '../../lib/data-saver';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** Account → Appearance: the Data saver switch, a setting of this device. */
export function DataSaverCard() {
  const on = useDataSaver();
  const suggested = useConnectionWantsSaving();

  function toggle() {
    setDataSaver(!on);
    toast.success(on ? t('Data saver is off') : t('Data saver is on'));
  }

  return (
    <SectionCard
      title={t('Data saver')}
      headingId="section-data-saver"
      description={t('Use less data on this device: pictures load only when you tap them, in their smallest size.')}
    >
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="data-saver-switch" className="text-sm font-medium">
          {t('Load pictures only when I tap them')}
        </label>
        <button
          id="data-saver-switch"
          type="button"
          role="switch"
          aria-checked={on}
          onClick={toggle}
          className={
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors ' +
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
            (on ? 'bg-primary' : 'bg-muted-foreground/40')
          }
        >
          <span
            aria-hidden
            className={
              'inline-block size-6 rounded-full bg-background shadow transition-transform ' + (on ? 'translate-x-5' : 'translate-x-0')
            }
          />
        </button>
      </div>
      {suggested ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {t('Your browser reports a slow connection or asks to save data, so this starts on.')}
        </p>
      ) : null}
    </SectionCard>
  );
}
