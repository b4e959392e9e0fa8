import type { LinksFunction, MetaArgs } from 'react-router';
import { AboutSection } from '../features/home/about-section';
import { AudienceSection } from '../features/home/audience-section';
import { ContactSection } from '../features/home/contact-section';
import { HERO_IMAGE, HeroSection } from '../features/home/hero-section';
import homeCss from '../features/home/home.css?inline';
import { IndustriesSection } from '../features/home/industries-section';
import { ProductsSection } from '../features/home/products-section';
import { ServicesSection } from '../features/home/services-section';
import { TimelineSection } from '../features/home/timeline-section';
import { useTrackActiveSection } from '../features/home/use-track-active-section';
import { pageMeta } from '../seo';
import { InlineStyle } from '../ui/inline-style';

export const meta = ({ location }: MetaArgs) =>
  pageMeta(location.pathname, { title: 'meta.homeTitle', description: 'meta.homeDescription' });

/** The hero picture is the largest paint: fetch it with the HTML, not after the styles. */
export const links: LinksFunction = () => [
  { rel: 'preload', as: 'image', href: HERO_IMAGE, fetchPriority: 'high' },
];

/** Spec §2: one scrolling page of sections, themes alternating dark and light (the header follows). */
export default function Home() {
  useTrackActiveSection();
  return (
    <>
      <InlineStyle name="home" css={homeCss} />
      <HeroSection />
      <AboutSection />
      <AudienceSection audience="owners" tone="dark" />
      <AudienceSection audience="investors" tone="light" mirrored />
      <IndustriesSection />
      <ProductsSection />
      <TimelineSection />
      <ServicesSection />
      <ContactSection />
    </>
  );
}
