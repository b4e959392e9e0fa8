import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language';
import { sectionAnchor, site } from '../site-config';
import { EmailIcon, FacebookIcon, LinkedInIcon } from '../ui/icons';
import { visuallyHidden } from '../ui/visually-hidden';

const SOCIAL_ICON = { LinkedIn: LinkedInIcon, Facebook: FacebookIcon } as const;

/** Spec §2: contact link, social links and a mailto link. */
export function Footer() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const linkSx = { color: '#ffffff', display: 'inline-flex', alignItems: 'center', gap: 1 } as const;
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: '#ffffff', py: 6 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 420 }}>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
              {site.companyName}
            </Typography>
            <Typography sx={{ color: '#d6e2f2' }}>{t('footer.tagline')}</Typography>
          </Box>
          <Stack spacing={1.5}>
            <Link href={`${href('/')}#${sectionAnchor('contact')}`} sx={linkSx}>
              {t('footer.contact')}
            </Link>
            <Link href={`mailto:${site.contactEmail}`} sx={linkSx}>
              <EmailIcon fontSize="small" />
              {t('footer.email', { email: site.contactEmail })}
            </Link>
          </Stack>
          <Box>
            <Typography component="p" sx={{ fontWeight: 500, mb: 1 }}>
              {t('footer.follow')}
            </Typography>
            <Stack direction="row" spacing={2}>
              {site.social.map(({ name, url }) => {
                const Icon = SOCIAL_ICON[name];
                return (
                  <Link key={name} href={url} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                    <Icon />
                    {name}
                    <Box component="span" sx={visuallyHidden}>
                      {t('footer.newTab')}
                    </Box>
                  </Link>
                );
              })}
            </Stack>
          </Box>
        </Stack>
        <Typography sx={{ mt: 5, color: '#d6e2f2', fontSize: '0.875rem' }}>
          {t('footer.copyright', { year: new Date().getFullYear(), company: site.companyName })}
        </Typography>
      </Container>
    </Box>
  );
}
