import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { HeaderTone } from '../../layout/active-section';
import { type HomeSection, sectionAnchor } from '../../site-config';
import { Reveal } from './reveal';

/** The colours of a section's theme; the header takes the same tone over it (spec §2). */
export const TONE = {
  dark: { bg: 'primary.main', fg: '#ffffff', muted: '#d6e2f2', accent: '#9cc3ff' },
  light: { bg: '#f5f8fc', fg: 'text.primary', muted: 'text.secondary', accent: 'secondary.main' },
} as const;

export const titleId = (section: HomeSection) => `${sectionAnchor(section)}-title`;

/** Compact on xs and sm (spec §2): less padding, smaller type. */
export const h2Sx = {
  fontSize: { xs: '1.85rem', md: '2.6rem' },
  fontWeight: 700,
  mb: { xs: 2, md: 3 },
} as const;
export const h3Sx = { fontSize: { xs: '1.2rem', md: '1.45rem' }, fontWeight: 700, mb: 1 } as const;
export const bodySx = { fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.7 } as const;

interface HomeSectionProps {
  section: HomeSection;
  tone: HeaderTone;
  title: string;
  /** A line under the title. */
  intro?: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** One section of the home page: its anchor, its theme (which the header follows) and its title. */
export function HomeSectionFrame({ section, tone, title, intro, children, sx }: HomeSectionProps) {
  const colours = TONE[tone];
  return (
    <Box
      component="section"
      id={sectionAnchor(section)}
      data-theme={tone}
      aria-labelledby={titleId(section)}
      sx={[
        { bgcolor: colours.bg, color: colours.fg, py: { xs: 6, md: 10 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth="lg">
        <Reveal sx={{ mb: { xs: 4, md: 6 }, maxWidth: 760 }}>
          <Typography variant="h2" id={titleId(section)} sx={[h2Sx, !intro && { mb: 0 }]}>
            {title}
          </Typography>
          {intro && <Typography sx={[bodySx, { color: colours.muted }]}>{intro}</Typography>}
        </Reveal>
        {children}
      </Container>
    </Box>
  );
}
