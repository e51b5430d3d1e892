import { MapPin, MessageCircle, Search, Store, Users, Video, type LucideIcon } from 'lucide-react';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';
import { SectionHeading } from './section-heading';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: msg('Professional networking'),
    text: msg(
      'Build your name in your trade. Connect with fellow tailors, electricians, plumbers and artisans, show your work and get referred by people who trust you.',
    ),
  },
  {
    icon: Store,
    title: msg('Business discovery'),
    text: msg(
      'Find the shops, caterers, salons and suppliers around you — with opening hours, products, prices in naira and honest reviews from real customers.',
    ),
  },
  {
    icon: MapPin,
    title: msg('Location-based services'),
    text: msg(
      'See who is closest first: your street, your city or the whole country. Choose how far to look and find help in minutes, not days.',
    ),
  },
  {
    icon: MessageCircle,
    title: msg('Messaging'),
    text: msg(
      'Chat directly with a seller or artisan, ask about a product and agree a price — or jump straight to WhatsApp or a phone call.',
    ),
  },
  {
    icon: Video,
    title: msg('Video sharing'),
    text: msg(
      'Show, don’t tell. Post short videos of a finished agbada, a neat wiring job or your new stock, made to play well on mobile data.',
    ),
  },
  {
    icon: Search,
    title: msg('Advanced search'),
    text: msg(
      'Search professionals, businesses, products and posts in one go. Small spelling mistakes are forgiven, so the right person still turns up.',
    ),
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('Features')}
          title={t('Everything you need to get found and get hired')}
          lead={t(
            'Whether you sew, wire, cook, fix or sell, LocalHub puts you in front of the customers around you — and helps customers find someone they can trust.',
          )}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
              <span aria-hidden="true" className="grid size-11 place-items-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
