import { useTranslation } from 'react-i18next';
import type { HeaderTone } from '../../ui/active-section';
import { Reveal } from './reveal';
import { HomeSectionFrame } from './section';
import { SectionImage } from './section-image';

const ROWS = ['r1', 'r2', 'r3', 'r4', 'r5'] as const;

interface AudienceSectionProps {
  audience: 'owners' | 'investors';
  tone: HeaderTone;
  /** The image goes right of the rows on wide screens. */
  mirrored?: boolean;
}

/** Spec §2: owners and investors each get an image (at most 320 px high, spec §9) and five rows. */
export function AudienceSection({ audience, tone, mirrored = false }: AudienceSectionProps) {
  const { t } = useTranslation('home');
  return (
    <HomeSectionFrame
      section={audience}
      tone={tone}
      title={t(`${audience}.title`)}
      intro={t(`${audience}.intro`)}
    >
      <div className={mirrored ? 'split audience mirror' : 'split audience'}>
        <Reveal duration={800} className="audience-img">
          <SectionImage
            src={`/images/home/${audience}.svg`}
            alt={t(`${audience}.imageAlt`)}
            width={800}
            height={640}
          />
        </Reveal>
        <ul className="rows">
          {ROWS.map((row) => (
            <Reveal key={row} as="li" duration={800}>
              <h3>{t(`${audience}.${row}.title`)}</h3>
              <p className="home-body muted">{t(`${audience}.${row}.text`)}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </HomeSectionFrame>
  );
}
