import { MapPin, MessageCircle, Search, Store, Users, Video, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: 'Professional networking',
    text: 'Build your name in your trade. Connect with fellow tailors, electricians, plumbers and artisans, show your work and get referred by people who trust you.',
  },
  {
    icon: Store,
    title: 'Business discovery',
    text: 'Find the shops, caterers, salons and suppliers around you — with opening hours, products, prices in naira and honest reviews from real customers.',
  },
  {
    icon: MapPin,
    title: 'Location-based services',
    text: 'See who is closest first: your street, your city or the whole country. Choose how far to look and find help in minutes, not days.',
  },
  {
    icon: MessageCircle,
    title: 'Messaging',
    text: 'Chat directly with a seller or artisan, ask about a product and agree a price — or jump straight to WhatsApp or a phone call.',
  },
  {
    icon: Video,
    title: 'Video sharing',
    text: 'Show, don’t tell. Post short videos of a finished agbada, a neat wiring job or your new stock, made to play well on mobile data.',
  },
  {
    icon: Search,
    title: 'Advanced search',
    text: 'Search professionals, businesses, products and posts in one go. Small spelling mistakes are forgiven, so the right person still turns up.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to get found and get hired"
          lead="Whether you sew, wire, cook, fix or sell, LocalHub puts you in front of the customers around you — and helps customers find someone they can trust."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
              <span aria-hidden="true" className="grid size-11 place-items-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
