import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HeaderTone } from '../../layout/active-section';
import { Reveal } from './reveal';
import { bodySx, HomeSectionFrame, TONE } from './section';
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
  const colours = TONE[tone];
  return (
    <HomeSectionFrame
      section={audience}
      tone={tone}
      title={t(`${audience}.title`)}
      intro={t(`${audience}.intro`)}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
        }}
      >
        <Reveal
          duration={800}
          sx={{ order: { md: mirrored ? 2 : 0 }, display: 'flex', justifyContent: 'center' }}
        >
          <SectionImage
            src={`/images/home/${audience}.svg`}
            alt={t(`${audience}.imageAlt`)}
            width={800}
            height={640}
            // 400 px wide at 5:4 is the spec's 320 px height; a set width (not `auto`) keeps the
            // space reserved before the lazy image loads, so links further down land where they aim.
            sx={{ maxWidth: 400, maxHeight: 320, mx: 'auto' }}
          />
        </Reveal>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2.5, md: 3 } }}>
          {ROWS.map((row) => (
            <Reveal
              key={row}
              component="li"
              duration={800}
              sx={{ pl: 2.5, borderLeft: '3px solid', borderColor: colours.accent }}
            >
              <Typography
                component="h3"
                sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', md: '1.15rem' }, mb: 0.5 }}
              >
                {t(`${audience}.${row}.title`)}
              </Typography>
              <Typography sx={[bodySx, { color: colours.muted }]}>{t(`${audience}.${row}.text`)}</Typography>
            </Reveal>
          ))}
        </Box>
      </Box>
    </HomeSectionFrame>
  );
}
