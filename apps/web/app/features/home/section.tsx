import type { ReactNode } from 'react';
import { type HomeSection, sectionAnchor } from '../../site-config';
import type { HeaderTone } from '../../ui/active-section';
import { Reveal } from './reveal';

export const titleId = (section: HomeSection) => `${sectionAnchor(section)}-title`;

interface HomeSectionProps {
  section: HomeSection;
  /** The section's theme: its colours (home.css) and the header's over it (spec §2). */
  tone: HeaderTone;
  title: string;
  /** A line under the title. */
  intro?: string;
  children: ReactNode;
}

/** One section of the home page: its anchor, its theme (which the header follows) and its title. */
export function HomeSectionFrame({ section, tone, title, intro, children }: HomeSectionProps) {
  return (
    <section
      className="home-section"
      id={sectionAnchor(section)}
      data-theme={tone}
      aria-labelledby={titleId(section)}
    >
      <div className="container">
        <Reveal className="section-head">
          <h2 id={titleId(section)}>{title}</h2>
          {intro && <p className="muted">{intro}</p>}
        </Reveal>
        {children}
      </div>
    </section>
  );
}
