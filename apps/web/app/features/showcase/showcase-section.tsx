import type { ShowcaseSection as Section } from '@crm/shared';
import type { ReactNode } from 'react';
import { type Language, sectionAnchor } from '../../site-config';
import { EmailLink, PhoneLink } from './contact-links';
import { Gallery } from './gallery';
import { text } from './localized';

interface ShowcaseSectionProps {
  section: Section;
  index: number;
  lang: Language;
  /** Shown above the section's title (the page heading, in the first section). */
  lead?: ReactNode;
  /** The contact section's channels. */
  contact?: { email: string; phone: string };
}

/** One section of the page: title, text and its pictures, on alternating backgrounds. */
export function ShowcaseSection({ section, index, lang, lead, contact }: ShowcaseSectionProps) {
  const id = sectionAnchor(section.key);
  const paragraphs = text(section.body, lang).split(/\n{2,}/);
  return (
    <section
      id={id}
      className={index % 2 ? 'sc-section sc-alt' : 'sc-section'}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <div className="container">
        {lead}
        <h2 id={`${id}-title`} className="sc-h2">
          {text(section.title, lang)}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="sc-p">
            {paragraph}
          </p>
        ))}
        {contact && (
          <div className="sc-contact">
            <EmailLink className="btn btn-secondary" email={contact.email} />
            <PhoneLink className="btn btn-outlined" phone={contact.phone} />
          </div>
        )}
        <Gallery images={section.images} lang={lang} eagerFirst={index === 0} />
      </div>
    </section>
  );
}
