import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRedirectSignedIn } from '../features/auth';
import {
  ContactSection,
  FeaturesSection,
  HeroSection,
  LandingFooter,
  LandingHeader,
  PartnersSection,
  PricingSection,
  StatsSection,
  TestimonialsSection,
} from '../features/landing';
import { useDocumentTitle } from '../lib/use-document-title';
import { SkipLink } from '../components/skip-link';

/** Smooth in-page scrolling for the #features / #pricing / #contact anchors, unless the visitor prefers less motion. */
function useSmoothAnchors() {
  const { hash } = useLocation();
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollBehavior;
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) root.style.scrollBehavior = 'smooth';
    return () => {
      root.style.scrollBehavior = previous;
    };
  }, []);
  // The page is lazy-loaded, so a direct visit to /#pricing arrives before its target exists: scroll once it does.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export default function LandingPage() {
  useRedirectSignedIn();
  useDocumentTitle();
  useSmoothAnchors();

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipLink />
      <LandingHeader />
      <main id="main" className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <StatsSection />
        <TestimonialsSection />
        <PricingSection />
        <PartnersSection />
        <ContactSection />
      </main>
      <LandingFooter />
    </div>
  );
}
