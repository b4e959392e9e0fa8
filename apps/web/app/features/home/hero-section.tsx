import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { sectionAnchor, site } from '../../site-config';
import { ArrowDownIcon } from '../../ui/icons';
import { useLoading } from '../../ui/loading';
import { titleId } from './section';
import { TypingText } from './typing-text';

/** The LCP element: preloaded by the route (`links`), never lazy, never hidden. */
export const HERO_IMAGE = '/images/home/hero.svg';

/** Spec §2 and §9: the featured-showcase banner, the headline typed in 1000 ms after 200 ms, then
 * the subtitle in 1000 ms after 1300 ms, then the About and Contact buttons. Its content is hidden
 * (`.appear`, home.css) while the global loading flag is set; the image is not. */
export function HeroSection() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { href } = useLanguage();
  const loading = useLoading();
  const [typed, setTyped] = useState(false);

  return (
    <section
      className="hero"
      id={sectionAnchor('home')}
      data-theme="dark"
      // The global loading flag (spec §4), as the page shows it; its content fades in once it goes.
      data-loading={loading || undefined}
      aria-labelledby={titleId('home')}
    >
      <img className="hero-img" src={HERO_IMAGE} alt="" width={1600} height={900} fetchPriority="high" />
      <div className="hero-shade" aria-hidden="true" />

      <div className="banner">
        {tc('banner.text')} <Link to={href(`/${site.featuredShowcase}`)}>{tc('banner.link')}</Link>
      </div>

      <div className="container hero-body appear" data-shown={!loading}>
        <div className="hero-text">
          <TypingText
            as="h1"
            id={titleId('home')}
            text={t('hero.title')}
            duration={1000}
            delay={200}
            start={!loading}
          />
          <TypingText
            as="p"
            className="hero-subtitle"
            text={t('hero.subtitle')}
            duration={1000}
            delay={1300}
            start={!loading}
            onDone={() => setTyped(true)}
          />
          <div className="hero-actions appear" data-shown={typed}>
            <a className="btn btn-lg btn-secondary" href={`#${sectionAnchor('about')}`}>
              {t('hero.about')}
            </a>
            <a className="btn btn-lg btn-outlined" href={`#${sectionAnchor('contact')}`}>
              {t('hero.contact')}
            </a>
          </div>
        </div>
      </div>

      <div className="hero-down appear" data-shown={!loading}>
        <a className="icon-btn" href={`#${sectionAnchor('about')}`} aria-label={t('hero.scrollDown')}>
          <ArrowDownIcon />
        </a>
      </div>
    </section>
  );
}
