import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ComponentType, lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../site-config';
import { EmailIcon, GlobeIcon, LinkedInIcon } from '../../ui/icons';
import { visuallyHidden } from '../../ui/visually-hidden';
import { Reveal } from './reveal';
import { HomeSectionFrame, TONE } from './section';
import { useNearViewport } from './use-near-viewport';

const ContactForm = lazy(() => import('./contact-form'));

/** The form's height (measured; fields stacked below sm), reserved before it has loaded so the
 * section does not grow when it arrives. */
const FORM_HEIGHT = { xs: 447, sm: 364 } as const;

const social = site.social[0];

/** Spec §2: the contact form, loaded as the section nears the viewport, and the other channels:
 * email opens a mail link, the social page and the website open in a new tab. Two columns on wide
 * screens, revealed like the industries' (spec §9). */
export function ContactSection() {
  const { t } = useTranslation('home');
  const formArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formArea);

  return (
    <HomeSectionFrame section="contact" tone="dark" title={t('contact.title')} intro={t('contact.intro')}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '8fr 4fr' },
          gap: { xs: 5, md: 8 },
          alignItems: 'start',
        }}
      >
        <Reveal duration={700}>
          <Paper sx={{ p: { xs: 2.5, sm: 4 }, color: 'text.primary' }}>
            <Typography
              variant="h3"
              sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 700, mb: 3 }}
            >
              {t('contact.form.title')}
            </Typography>
            <Box ref={formArea} sx={{ minHeight: FORM_HEIGHT }}>
              {near && (
                <Suspense fallback={null}>
                  <ContactForm />
                </Suspense>
              )}
            </Box>
          </Paper>
        </Reveal>
        <Reveal duration={800} delay={200}>
          <Typography variant="h3" sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 700, mb: 2 }}>
            {t('contact.channels')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
            <Channel icon={EmailIcon} label={t('contact.email')} href={`mailto:${site.contactEmail}`}>
              {site.contactEmail}
            </Channel>
            <Channel icon={LinkedInIcon} label={t('contact.social')} href={social.url} newTab>
              {social.name}
            </Channel>
            <Channel icon={GlobeIcon} label={t('contact.website')} href={site.websiteUrl} newTab>
              {site.websiteUrl.replace(/^https?:\/\//, '')}
            </Channel>
          </Box>
        </Reveal>
      </Box>
    </HomeSectionFrame>
  );
}

interface ChannelProps {
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  label: string;
  href: string;
  newTab?: boolean;
  children: string;
}

function Channel({ icon: Icon, label, href, newTab = false, children }: ChannelProps) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: '50%',
          bgcolor: 'rgba(156,195,255,0.15)',
          color: TONE.dark.accent,
          flexShrink: 0,
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <div>
        <Typography sx={{ color: TONE.dark.muted, fontSize: '0.875rem' }}>{label}</Typography>
        <Link
          href={href}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          sx={{
            color: '#ffffff',
            fontWeight: 500,
            textDecorationColor: 'rgba(255,255,255,0.6)',
            wordBreak: 'break-word',
          }}
        >
          {children}
          {newTab && (
            <Box component="span" sx={visuallyHidden}>
              {` ${t('footer.newTab')}`}
            </Box>
          )}
        </Link>
      </div>
    </Box>
  );
}
