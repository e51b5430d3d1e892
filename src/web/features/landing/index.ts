// The landing page's sections.
export { ContactSection } from './contact-section';
export { FeaturesSection } from './features-section';
export { HeroSection } from './hero-section';
export { LandingFooter } from './landing-footer';
export { LandingHeader } from './landing-header';
export { PartnersSection } from './partners-section';
export { PricingSection } from './pricing-section';
export { StatsSection } from './stats-section';
export { TestimonialsSection } from './testimonials-section';
