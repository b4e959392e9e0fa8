import { formatPhone, type ShowcaseSection as Section } from '@crm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, sectionAnchor } from '../../site-config';
import { EmailIcon, PhoneIcon } from '../../ui/icons';
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
  const { t } = useTranslation('showcase');
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
            <a
              className="btn btn-secondary"
              href={`mailto:${contact.email}`}
              aria-label={t('bar.email', { email: contact.email })}
            >
              <EmailIcon fontSize="small" />
              {contact.email}
            </a>
            <a
              className="btn btn-outlined"
              href={`tel:${contact.phone}`}
              aria-label={t('bar.phone', { phone: formatPhone(contact.phone) })}
            >
              <PhoneIcon fontSize="small" />
              {formatPhone(contact.phone)}
            </a>
          </div>
        )}
        <Gallery images={section.images} lang={lang} eagerFirst={index === 0} />
      </div>
    </section>
  );
}
