import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { HomeSectionFrame } from './section';

/** Spec §2: placeholder text until the services are described. */
export function ServicesSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSectionFrame section="services" tone="light" title={t('services.title')}>
      <Reveal duration={800} className="services">
        <p className="home-body">{t('services.p1')}</p>
        <p className="home-body">{t('services.p2')}</p>
      </Reveal>
    </HomeSectionFrame>
  );
}
