import { ArrowRight, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { SectionHeading } from './section-heading';

function ContactItem(props: { icon: LucideIcon; label: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-muted-foreground">{props.label}</span>
        <span className="block font-semibold break-words">{props.children}</span>
      </span>
    </li>
  );
}

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 border-t border-border bg-muted py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow={t('Contact')}
            title={t('We are here to help')}
            lead={t('Questions about your listing, a plan or a partnership? Our team in Lagos answers Monday to Friday, 8 am to 6 pm.')}
            className="lg:mx-0 lg:text-left"
          />
          <address className="mt-8 not-italic">
            <ul className="space-y-5">
              <ContactItem icon={Mail} label={t('Email')}>
                <a href="mailto:hello@localhub.ng" className="rounded-sm underline-offset-4 hover:underline">
                  hello@localhub.ng
                </a>
              </ContactItem>
              <ContactItem icon={Phone} label={t('Phone')}>
                <a href="tel:+23417000000" className="rounded-sm underline-offset-4 hover:underline">
                  +234 1 700 0000
                </a>
              </ContactItem>
              <ContactItem icon={MapPin} label={t('Office')}>
                12 Admiralty Way, Lekki Phase 1, Lagos
              </ContactItem>
            </ul>
          </address>
        </div>
        <div className="rounded-2xl bg-primary p-8 text-center text-primary-foreground shadow-lg sm:p-10">
          <h3 className="text-2xl font-bold text-balance">{t('Ready to be found by customers near you?')}</h3>
          <p className="mt-3 text-pretty opacity-95">
            {t('Create your free profile in two minutes and list your trade, shop or services today.')}
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-6">
            <Link to="/auth?tab=signup">
              {t('Join LocalHub free')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
