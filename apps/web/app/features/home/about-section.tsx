import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { bodySx, HomeSectionFrame, h3Sx } from './section';
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
      <Box sx={{ display: 'grid', gap: { xs: 6, md: 10 } }}>
        {ROWS.map(({ key, image }, index) => (
          <Box
            key={key}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              gap: { xs: 3, md: 8 },
              alignItems: 'center',
            }}
          >
            <Reveal duration={800} sx={{ order: { md: index % 2 ? 2 : 0 } }}>
              <SectionImage src={image} alt={t(`about.${key}.imageAlt`)} width={800} height={600} />
            </Reveal>
            <Reveal duration={800}>
              <Typography variant="h3" sx={h3Sx}>
                {t(`about.${key}.title`)}
              </Typography>
              <Typography sx={bodySx}>{t(`about.${key}.text`)}</Typography>
            </Reveal>
          </Box>
        ))}
      </Box>
    </HomeSectionFrame>
  );
}
