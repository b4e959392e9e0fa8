import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { HomeSectionFrame } from './section';
import { SectionImage } from './section-image';

const INDUSTRIES = [
  { key: 'retail', image: '/images/home/retail.svg' },
  { key: 'industrial', image: '/images/home/industrial.svg' },
] as const;

/** Spec §2: two columns (retail, industrial), each revealed in 600 + 100 × (index + 1) ms after
 * 200 ms × index (spec §9). */
export function IndustriesSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSectionFrame section="industries" tone="dark" title={t('industries.title')}>
      <div className="columns">
        {INDUSTRIES.map(({ key, image }, index) => (
          <Reveal key={key} duration={600 + 100 * (index + 1)} delay={200 * index}>
            <SectionImage src={image} alt={t(`industries.${key}.imageAlt`)} width={800} height={600} />
            <h3 className="home-h3">{t(`industries.${key}.title`)}</h3>
            <p className="home-body muted">{t(`industries.${key}.text`)}</p>
          </Reveal>
        ))}
      </div>
    </HomeSectionFrame>
  );
}
