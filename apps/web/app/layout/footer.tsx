import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language';
import { sectionAnchor, site } from '../site-config';
import { EmailIcon, FacebookIcon, LinkedInIcon } from '../ui/icons';

const SOCIAL_ICON = { LinkedIn: LinkedInIcon, Facebook: FacebookIcon } as const;

/** Spec §2: contact link, social links and a mailto link. */
export function Footer() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer-row">
          <div className="site-footer-about">
            <p className="site-footer-name">{site.companyName}</p>
            <p className="muted">{t('footer.tagline')}</p>
          </div>
          <div className="site-footer-links">
            <a className="site-link" href={`${href('/')}#${sectionAnchor('contact')}`}>
              {t('footer.contact')}
            </a>
            <a className="site-link" href={`mailto:${site.contactEmail}`}>
              <EmailIcon fontSize="small" />
              {t('footer.email', { email: site.contactEmail })}
            </a>
          </div>
          <div>
            <p className="site-footer-label">{t('footer.follow')}</p>
            <div className="site-footer-social">
              {site.social.map(({ name, url }) => {
                const Icon = SOCIAL_ICON[name];
                return (
                  <a key={name} className="site-link" href={url} target="_blank" rel="noopener noreferrer">
                    <Icon />
                    {name}
                    <span className="vh">{t('footer.newTab')}</span>
                  </a>
                );
              })}
            </div>
          </div>
        </div>
        <p className="site-footer-copy muted">
          {t('footer.copyright', { year: new Date().getFullYear(), company: site.companyName })}
        </p>
      </div>
    </footer>
  );
}
