import { ArrowRight, BadgeCheck, MapPin, Search } from 'lucide-react';
import { Link } from 'react-router';
import { TAGLINE } from '../../../shared/brand';
import { msg } from '../../../shared/i18n/msg';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { formatNumber } from '../../../shared/number-format';

/** A made-up search: names and places stay as written, the trade and status are in the reader's language. */
const SAMPLE_RESULTS = [
  { initials: 'AO', name: 'Adaeze Okafor', trade: msg('Tailor'), area: 'Yaba', km: 0.8, status: msg('Takes orders'), verified: true },
  {
    initials: 'CE',
    name: 'Chinedu Eze',
    trade: msg('Electrician'),
    area: 'Ebute Metta',
    km: 2.1,
    status: msg('Available today'),
    verified: false,
  },
  {
    initials: 'MS',
    name: 'Mama Sade Provisions',
    trade: msg('Shop'),
    area: 'Surulere',
    km: 4.6,
    status: msg('Open now'),
    verified: true,
  },
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="border-b border-border bg-accent/50 dark:bg-accent/30">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <div className="min-w-0 text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 text-primary" />
            {t('Made for Nigeria — from Lagos to Kano')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.08]"
          >
            {t(TAGLINE)}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            {t(
              'Find trusted professionals, businesses, products and services near you across Nigeria — the tailor down the street, a reliable electrician, the shop with the best prices — and connect with them in minutes.',
            )}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button asChild size="lg">
              <Link to="/auth?tab=signup">
                {t('Start Your Journey')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="bg-background">
              <a href="#features">{t('See how it works')}</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('Free to join. No card needed.')}</p>
        </div>

        {/* An illustration made of markup, not an image: costs almost nothing on mobile data. */}
        <div aria-hidden="true" className="mx-auto w-full max-w-md min-w-0 select-none">
          <div className="rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl sm:p-5">
            <div className="flex items-center gap-2 rounded-lg border border-input bg-background px-3 py-2.5 text-sm text-muted-foreground">
              <Search className="size-4 shrink-0" />
              <span className="truncate">{t('Tailors, electricians and shops near {place}', { place: 'Yaba' })}</span>
            </div>
            <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{t('Nearest first')}</p>
            <ul className="mt-2 divide-y divide-border">
              {SAMPLE_RESULTS.map((result) => (
                <li key={result.name} className="flex items-center gap-3 py-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                    {result.initials}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 text-sm font-semibold">
                      <span className="truncate">{result.name}</span>
                      {result.verified ? <BadgeCheck className="size-4 shrink-0 text-primary" /> : null}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {t(result.trade)} · {result.area}
                    </span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block text-xs font-medium">
                      {t('{distance} km', { distance: formatNumber(result.km, { maximumFractionDigits: 1 }) })}
                    </span>
                    <span className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
                      <span className="size-1.5 rounded-full bg-primary" />
                      {t(result.status)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
