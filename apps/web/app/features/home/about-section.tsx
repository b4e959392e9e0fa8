import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { HomeSectionFrame } from './section';
import { SectionImage } from './section-image';

const ROWS = [
  { key: 'r1', image: '/images/home/about-1.svg' },
  { key: 'r2', image: '/images/home/about-2.svg' },
] as const;

/** Spec §2: two image-and-text rows, the second mirrored on wide screens. */
export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSectionFrame section="about" tone="light" title={t('about.title')}>
      <div className="stack">
        {ROWS.map(({ key, image }, index) => (
          <div key={key} className={index % 2 ? 'split mirror' : 'split'}>
            <Reveal duration={800}>
              <SectionImage src={image} alt={t(`about.${key}.imageAlt`)} width={800} height={600} />
            </Reveal>
            <Reveal duration={800}>
              <h3 className="home-h3">{t(`about.${key}.title`)}</h3>
              <p className="home-body">{t(`about.${key}.text`)}</p>
            </Reveal>
          </div>
        ))}
      </div>
    </HomeSectionFrame>
  );
}
