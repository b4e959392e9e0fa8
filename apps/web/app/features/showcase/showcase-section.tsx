import { formatPhone, type ShowcaseSection as Section } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, sectionAnchor } from '../../site-config';
import { EmailIcon, PhoneIcon } from '../../ui/icons';
import { Gallery } from './gallery';
import { text } from './localized';

interface ShowcaseSectionProps {
  section: Section;
  index: number;
  lang: Language;
  /** Shown above the section's title (the page heading, in the first section). */
  lead?: ReactNode;
  /** The contact section's channels. */
  contact?: { email: string; phone: string };
}

/** One section of the page: title, text and its pictures, on alternating backgrounds. */
export function ShowcaseSection({ section, index, lang, lead, contact }: ShowcaseSectionProps) {
  const { t } = useTranslation('showcase');
  const id = sectionAnchor(section.key);
  const paragraphs = text(section.body, lang).split(/\n{2,}/);
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: index % 2 ? '#f4f7fb' : '#ffffff', outline: 'none' }}
    >
      <Container maxWidth="lg">
        {lead}
        <Typography
          id={`${id}-title`}
          variant="h4"
          component="h2"
          sx={{ color: 'primary.main', fontWeight: 700, mb: 2 }}
        >
          {text(section.title, lang)}
        </Typography>
        {paragraphs.map((paragraph) => (
          <Typography
            key={paragraph}
            sx={{ maxWidth: '75ch', fontSize: '1.075rem', lineHeight: 1.7, mb: 1.5 }}
          >
            {paragraph}
          </Typography>
        ))}
        {contact && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <Button
              variant="contained"
              color="secondary"
              href={`mailto:${contact.email}`}
              startIcon={<EmailIcon />}
              aria-label={t('bar.email', { email: contact.email })}
            >
              {contact.email}
            </Button>
            <Button
              variant="outlined"
              href={`tel:${contact.phone}`}
              startIcon={<PhoneIcon />}
              aria-label={t('bar.phone', { phone: formatPhone(contact.phone) })}
            >
              {formatPhone(contact.phone)}
            </Button>
          </Stack>
        )}
        <Gallery images={section.images} lang={lang} eagerFirst={index === 0} />
      </Container>
    </Box>
  );
}
