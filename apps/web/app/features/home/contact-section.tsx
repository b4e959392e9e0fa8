import { type ComponentType, lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../site-config';
import { EmailIcon, GlobeIcon, LinkedInIcon } from '../../ui/icons';
import { Reveal } from './reveal';
import { HomeSectionFrame } from './section';
import { useNearViewport } from './use-near-viewport';

const ContactForm = lazy(() => import('./contact-form'));

const social = site.social[0];

/** Spec §2: the contact form, loaded as the section nears the viewport (its area keeps the form's
 * height meanwhile, home.css), and the other channels: email opens a mail link, the social page
 * and the website open in a new tab. Two columns on wide screens, revealed like the industries'
 * (spec §9). */
export function ContactSection() {
  const { t } = useTranslation('home');
  const formArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formArea);

  return (
    <HomeSectionFrame section="contact" tone="dark" title={t('contact.title')} intro={t('contact.intro')}>
      <div className="contact">
        <Reveal duration={700} className="contact-card">
          <h3 className="contact-h3">{t('contact.form.title')}</h3>
          <div ref={formArea} className="contact-form-area">
            {near && (
              <Suspense fallback={null}>
                <ContactForm />
              </Suspense>
            )}
          </div>
        </Reveal>
        <Reveal duration={800} delay={200} className="contact-channels">
          <h3 className="contact-h3">{t('contact.channels')}</h3>
          <ul className="channels">
            <Channel icon={EmailIcon} label={t('contact.email')} href={`mailto:${site.contactEmail}`}>
              {site.contactEmail}
            </Channel>
            <Channel icon={LinkedInIcon} label={t('contact.social')} href={social.url} newTab>
              {social.name}
            </Channel>
            <Channel icon={GlobeIcon} label={t('contact.website')} href={site.websiteUrl} newTab>
              {site.websiteUrl.replace(/^https?:\/\//, '')}
            </Channel>
          </ul>
        </Reveal>
      </div>
    </HomeSectionFrame>
  );
}

interface ChannelProps {
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  label: string;
  href: string;
  newTab?: boolean;
  children: string;
}

function Channel({ icon: Icon, label, href, newTab = false, children }: ChannelProps) {
  const { t } = useTranslation();
  return (
    <li>
      <span className="channel-icon">
        <Icon fontSize="small" />
      </span>
      <div>
        <p className="channel-label">{label}</p>
        <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
          {newTab && <span className="vh">{` ${t('footer.newTab')}`}</span>}
        </a>
      </div>
    </li>
  );
}
