import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { bodySx, HomeSectionFrame, h3Sx, TONE } from './section';
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
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 5, md: 6 } }}>
        {INDUSTRIES.map(({ key, image }, index) => (
          <Reveal key={key} duration={600 + 100 * (index + 1)} delay={200 * index}>
            <SectionImage
              src={image}
              alt={t(`industries.${key}.imageAlt`)}
              width={800}
              height={600}
              sx={{ mb: 3 }}
            />
            <Typography variant="h3" sx={h3Sx}>
              {t(`industries.${key}.title`)}
            </Typography>
            <Typography sx={[bodySx, { color: TONE.dark.muted }]}>{t(`industries.${key}.text`)}</Typography>
          </Reveal>
        ))}
      </Box>
    </HomeSectionFrame>
  );
}
