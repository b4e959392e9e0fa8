import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { site } from '../../site-config';

const TERMS = ['confidential', 'purpose', 'disclosure', 'contact', 'record'] as const;

/** The agreement itself, in a scrollable region (focusable, so it scrolls from the keyboard). */
export function NdaText({ version }: { version: string }) {
  const { t } = useTranslation('showcase');
  const company = site.companyName;
  return (
    <Box
      role="region"
      aria-label={t('nda.textLabel')}
      tabIndex={0}
      data-testid="nda-text"
      sx={{
        maxHeight: { xs: 'none', sm: 220 },
        overflowY: 'auto',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#f7f9fc',
        px: 2,
        py: 1.5,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        {TERMS.map((term) => (
          <Typography component="li" key={term} variant="body2">
            <Box component="strong" sx={{ fontWeight: 700 }}>
              {t(`nda.terms.${term}.title`)}
            </Box>{' '}
            {t(`nda.terms.${term}.body`, { company })}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('nda.version', { version })}
      </Typography>
    </Box>
  );
}
