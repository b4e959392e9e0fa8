import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { bodySx, HomeSectionFrame } from './section';

/** Spec §2: placeholder text until the services are described. */
export function ServicesSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSectionFrame section="services" tone="light" title={t('services.title')}>
      <Reveal duration={800}>
        <Box sx={{ maxWidth: 760, display: 'grid', gap: 2 }}>
          <Typography sx={bodySx}>{t('services.p1')}</Typography>
          <Typography sx={bodySx}>{t('services.p2')}</Typography>
        </Box>
      </Reveal>
    </HomeSectionFrame>
  );
}
