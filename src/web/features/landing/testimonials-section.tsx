import { Quote } from 'lucide-react';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    initials: 'AO',
    name: 'Adaeze Okafor',
    role: msg('Fashion designer and tailor'),
    place: 'Yaba, Lagos',
    quote: msg(
      'Customers used to find me only by word of mouth. Now people from Surulere and Ikeja message me on LocalHub for aso-ebi orders — I have taken on two apprentices this year.',
    ),
  },
  {
    initials: 'IM',
    name: 'Ibrahim Musa',
    role: msg('Electrician'),
    place: 'Wuse, Abuja',
    quote: msg(
      'When someone in Wuse or Garki needs an electrician quickly, they find me on LocalHub, read what my customers say and call me straight away. My weekends are fully booked.',
    ),
  },
  {
    initials: 'BA',
    name: 'Blessing Amadi',
    role: msg('Caterer'),
    place: 'Port Harcourt, Rivers',
    quote: msg(
      'I posted a short video of my jollof and small chops from a wedding in GRA and got three new event bookings that same week. It works well even when the network is slow.',
    ),
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('Testimonials')}
          title={t('Real people, real business')}
          lead={t('Artisans, shop owners and service providers are growing with the customers around them.')}
        />
        <ul className="mt-12 grid gap-4 sm:gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((person) => (
            <li key={person.name}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-primary" />
                <blockquote className="mt-4 flex-1 leading-relaxed">
                  <p>“{t(person.quote)}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  >
                    {person.initials}
                  </span>
                  <span>
                    <span className="block font-semibold">{person.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {t(person.role)}, {person.place}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
