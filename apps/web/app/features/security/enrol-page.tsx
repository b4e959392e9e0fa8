import { type MessageKey, TotpCode } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCachePolicy } from '../../portal/cache-policy';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText, useMessage } from '../../portal/use-message';
import { fetchAccountSecurity, setMustEnrol } from '../../session/account-security';
import { refreshSession } from '../../session/session';
import { QrCode } from './qr-code';
import { RecoveryCodeList } from './recovery-code-list';
import { Section } from './section';
import { confirmTwoFactor, enableTwoFactor } from './security-api';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; uri: string; codes: string[] }
  | { kind: 'codes'; codes: string[] };

/** The key of an otpauth:// URI, in groups of four for typing. */
const keyOf = (uri: string) =>
  (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** /admin/security/two-factor: the password, then the QR code and the key in text, confirmed by a
 * code from the app; then the ten recovery codes, shown this once. Staff whom the administrators
 * require to use two-factor land here and reach nothing else until it is on. */
export function EnrolPage({ userId }: { userId: string }) {
  const { t } = useTranslation('auth');
  const tv = useMessage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const cache = useCachePolicy();
  const security = useQuery({ queryKey: queryKeys.accountSecurity, queryFn: fetchAccountSecurity });
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle(t('enrol.title'));

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { totpURI, backupCodes } = await enableTwoFactor(input);
      setInput('');
      setStep({ kind: 'scan', uri: totpURI, codes: backupCodes });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    const parsed = TotpCode.safeParse(input);
    if (!parsed.success) {
      setError(tv(parsed.error.issues[0]!.message as MessageKey));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await confirmTwoFactor(parsed.data);
      setInput('');
      setStep({ kind: 'codes', codes: step.codes });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    setMustEnrol(userId, false);
    await Promise.all([refreshSession(), cache.accountSecurityChanged()]);
    navigate(security.data?.required ? '/admin' : '/admin/security', { replace: true });
  };

  const codeField = (label: string, id: string, props: object = {}) => (
    <TextField
      id={id}
      label={label}
      value={input}
      onChange={(event) => setInput(event.target.value)}
      required
      fullWidth
      error={!!error}
      helperText={error ?? ' '}
      {...props}
    />
  );

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        {t('enrol.title')}
      </Typography>
      {security.data?.mustEnrol && step.kind !== 'codes' && (
        <Alert severity="warning">{t('enrol.required')}</Alert>
      )}

      {step.kind === 'password' && security.data?.twoFactorEnabled ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/admin/security" color="inherit" size="small">
              {t('enrol.toSecurity')}
            </Button>
          }
        >
          {t('enrol.already')}
        </Alert>
      ) : step.kind === 'password' ? (
        <Section title={t('enrol.passwordIntro')}>
          <Box
            component="form"
            noValidate
            onSubmit={start}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 420 }}
          >
            {codeField(t('enrol.password'), 'enrol-password', {
              type: 'password',
              autoComplete: 'current-password',
            })}
            <Box>
              <Button type="submit" variant="contained" disabled={busy || !input}>
                {t('enrol.start')}
              </Button>
            </Box>
          </Box>
        </Section>
      ) : step.kind === 'scan' ? (
        <>
          <Section title={t('enrol.scanHeading')}>
            <Typography sx={{ mb: 2 }}>{t('enrol.scanIntro')}</Typography>
            <QrCode value={step.uri} label={t('enrol.qrAlt')} />
            <Typography component="p" sx={{ mt: 2 }}>
              {t('enrol.key')}:{' '}
              <Box
                component="code"
                data-testid="totp-key"
                sx={{ fontSize: '1.05rem', wordBreak: 'break-all' }}
              >
                {keyOf(step.uri)}
              </Box>
            </Typography>
          </Section>
          <Section title={t('enrol.confirmHeading')}>
            <Box
              component="form"
              noValidate
              onSubmit={confirm}
              sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 420 }}
            >
              {codeField(t('enrol.code'), 'enrol-code', {
                autoComplete: 'one-time-code',
                slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 7 } },
              })}
              <Box>
                <Button type="submit" variant="contained" disabled={busy}>
                  {t('enrol.confirm')}
                </Button>
              </Box>
            </Box>
          </Section>
        </>
      ) : (
        <Section title={t('enrol.codesHeading')}>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('enrol.on')}
          </Alert>
          <RecoveryCodeList codes={step.codes}>
            <Button variant="contained" onClick={finish}>
              {t('enrol.done')}
            </Button>
          </RecoveryCodeList>
        </Section>
      )}
    </Box>
  );
}
