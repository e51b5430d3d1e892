import { Building2, CalendarDays, Cpu, Handshake, TrendingUp, type LucideIcon } from 'lucide-react';
import { msg } from '../../../shared/i18n/msg';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { SectionHeading } from './section-heading';

const PARTNERSHIPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Building2,
    title: msg('Corporate partners'),
    text: msg('Give your staff and customers quick access to trusted local professionals, with plans for teams of any size.'),
  },
  {
    icon: Cpu,
    title: msg('Technology partners'),
    text: msg('Connect payments, delivery or business tools to LocalHub and reach thousands of small businesses.'),
  },
  {
    icon: Handshake,
    title: msg('Affiliate partners'),
    text: msg('Market associations, trade unions and cooperatives: bring your members online and grow together.'),
  },
  {
    icon: TrendingUp,
    title: msg('Investment partners'),
    text: msg('Back the platform helping Nigeria’s artisans and small businesses get found, grow and get paid.'),
  },
];

export function PartnersSection() {
  return (
    <section aria-labelledby="partners-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="partners-title"
          eyebrow={t('Partnerships')}
          title={t('Grow with LocalHub')}
          lead={t('We work with organisations that share our goal: making it easy to find and trust local businesses.')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {PARTNERSHIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-primary" />
              <h3 className="mt-4 font-semibold">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Button type="button" size="lg" variant="outline">
            <CalendarDays aria-hidden="true" />
            {t('Schedule Demo')}
          </Button>
        </div>
      </div>
    </section>
  );
}
