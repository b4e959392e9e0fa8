import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Ten recovery codes, shown once (at enrolment, or when new ones replace them), with a copy
 * button; `children` are the buttons that close the view once they are saved. */
export function RecoveryCodeList({ codes, children }: { codes: string[]; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    setCopied(true);
  };
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('enrol.codesIntro')}</Typography>
      <Box
        component="ul"
        aria-label={t('enrol.codesLabel')}
        data-testid="recovery-codes"
        sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', pl: 3, mb: 2 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={copy}>
          {t('enrol.copy')}
        </Button>
        {children}
        {copied && <Typography role="status">{t('enrol.copied')}</Typography>}
      </Box>
    </>
  );
}
