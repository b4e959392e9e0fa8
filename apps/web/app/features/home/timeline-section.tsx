import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { bodySx, HomeSectionFrame, h3Sx, TONE } from './section';

/** Spec §3 "Others": a timeline event has a date, a title and a content (messages under
 * `timeline.<key>`). */
const TIMELINE_EVENTS = ['e1', 'e2', 'e3', 'e4'] as const;

/** Spec §2: four events, oldest first, along a vertical line. */
export function TimelineSection() {
  const { t } = useTranslation('home');
  const colours = TONE.dark;
  return (
    <HomeSectionFrame section="timeline" tone="dark" title={t('timeline.title')}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 820, position: 'relative' }}>
        {TIMELINE_EVENTS.map((event, index) => (
          <Reveal
            key={event}
            component="li"
            duration={800}
            sx={{
              position: 'relative',
              pl: { xs: 4, md: 6 },
              pb: index < TIMELINE_EVENTS.length - 1 ? { xs: 4, md: 5 } : 0,
              // The line to the next event, and this event's dot.
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 7,
                top: 8,
                bottom: index < TIMELINE_EVENTS.length - 1 ? -8 : 'auto',
                borderLeft: '2px solid rgba(156,195,255,0.45)',
              },
              '&::after': {
                content: '""',
                position: 'absolute',
                left: 0,
                top: 4,
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: colours.accent,
                boxShadow: '0 0 0 4px rgba(156,195,255,0.25)',
              },
            }}
          >
            <Typography
              component="p"
              sx={{
                color: colours.accent,
                fontWeight: 700,
                letterSpacing: 1,
                fontSize: { xs: '1rem', md: '1.1rem' },
              }}
            >
              <time dateTime={t(`timeline.${event}.date`)}>{t(`timeline.${event}.date`)}</time>
            </Typography>
            <Typography variant="h3" sx={h3Sx}>
              {t(`timeline.${event}.title`)}
            </Typography>
            <Typography sx={[bodySx, { color: colours.muted }]}>{t(`timeline.${event}.text`)}</Typography>
          </Reveal>
        ))}
      </Box>
    </HomeSectionFrame>
  );
}
