import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { sectionAnchor, site } from '../../site-config';
import { HEADER_HEIGHT } from '../../theme/theme';
import { ArrowDownIcon } from '../../ui/icons';
import { useLoading } from '../../ui/loading';
import { titleId } from './section';
import { TypingText } from './typing-text';

/** The LCP element: preloaded by the route (`links`), never lazy, never hidden. */
export const HERO_IMAGE = '/images/home/hero.svg';

/** Hidden (still laid out, so nothing moves) until `shown`; fades in unless motion is reduced.
 * Shown is `inherit`, not `visible`, so the buttons stay hidden while the hero content is. */
const appear = (shown: boolean) =>
  ({
    opacity: shown ? 1 : 0,
    visibility: shown ? 'inherit' : 'hidden',
    transition: 'opacity 400ms ease, visibility 400ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  }) as const;

/** Spec §2 and §9: the featured-showcase banner, the headline typed in 1000 ms after 200 ms, then
 * the subtitle in 1000 ms after 1300 ms, then the About and Contact buttons. Its content is hidden
 * while the global loading flag is set; the image is not. */
export function HeroSection() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { href } = useLanguage();
  const loading = useLoading();
  const [typed, setTyped] = useState(false);

  return (
    <Box
      component="section"
      id={sectionAnchor('home')}
      data-theme="dark"
      // The global loading flag (spec §4), as the page shows it; its content fades in once it goes.
      data-loading={loading || undefined}
      aria-labelledby={titleId('home')}
      sx={{
        position: 'relative',
        minHeight: { xs: '100svh', md: 'max(100svh, 640px)' },
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'primary.main',
        color: '#ffffff',
        overflow: 'hidden',
        pt: { xs: `${HEADER_HEIGHT.small}px`, md: `${HEADER_HEIGHT.normal}px` },
      }}
    >
      <Box
        component="img"
        src={HERO_IMAGE}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {/* Keeps white text well above 4.5:1 on every part of the picture, its light corner included. */}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(90deg, rgba(5,17,33,0.88) 0%, rgba(5,17,33,0.7) 55%, rgba(5,17,33,0.5) 100%), linear-gradient(0deg, rgba(5,17,33,0.6) 0%, rgba(5,17,33,0) 40%)',
        }}
      />

      <Box
        sx={{
          position: 'relative',
          bgcolor: 'secondary.main',
          px: 2,
          py: 1,
          textAlign: 'center',
          fontSize: { xs: '0.9rem', md: '1rem' },
        }}
      >
        {tc('banner.text')}{' '}
        <Link
          component={RouterLink}
          to={href(`/${site.featuredShowcase}`)}
          sx={{ color: '#ffffff', fontWeight: 700, textDecorationColor: 'inherit', whiteSpace: 'nowrap' }}
        >
          {tc('banner.link')}
        </Link>
      </Box>

      <Container
        maxWidth="lg"
        sx={[
          {
            position: 'relative',
            flexGrow: 1,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
          },
          { py: { xs: 6, md: 10 } },
          appear(!loading),
        ]}
      >
        <Box sx={{ maxWidth: 860 }}>
          <TypingText
            component="h1"
            id={titleId('home')}
            text={t('hero.title')}
            duration={1000}
            delay={200}
            start={!loading}
            sx={{
              m: 0,
              mb: { xs: 2, md: 3 },
              fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.6rem' },
              fontWeight: 700,
              lineHeight: 1.15,
            }}
          />
          <TypingText
            component="p"
            text={t('hero.subtitle')}
            duration={1000}
            delay={1300}
            start={!loading}
            onDone={() => setTyped(true)}
            sx={{ m: 0, mb: { xs: 4, md: 5 }, fontSize: { xs: '1.05rem', md: '1.35rem' }, lineHeight: 1.6 }}
          />
          <Box sx={[{ display: 'flex', flexWrap: 'wrap', gap: 2 }, appear(typed)]}>
            <Button
              component="a"
              href={`#${sectionAnchor('about')}`}
              variant="contained"
              color="secondary"
              size="large"
            >
              {t('hero.about')}
            </Button>
            <Button
              component="a"
              href={`#${sectionAnchor('contact')}`}
              variant="outlined"
              size="large"
              sx={{ color: '#ffffff', borderColor: '#ffffff', '&:hover': { borderColor: '#ffffff' } }}
            >
              {t('hero.contact')}
            </Button>
          </Box>
        </Box>
      </Container>

      <Box
        sx={[{ position: 'relative', display: 'flex', justifyContent: 'center', pb: 3 }, appear(!loading)]}
      >
        <IconButton
          component="a"
          href={`#${sectionAnchor('about')}`}
          aria-label={t('hero.scrollDown')}
          sx={{ color: '#ffffff', border: '1px solid rgba(255,255,255,0.6)' }}
        >
          <ArrowDownIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
