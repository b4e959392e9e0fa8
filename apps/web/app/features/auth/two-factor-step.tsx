import { type MessageKey, RecoveryCode, type SessionUser, TotpCode } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMessage } from '../../portal/use-message';
import { verifyCode, verifyRecoveryCode } from './api';

type Kind = 'code' | 'recovery';

/** The login page's second step for an account with two-factor on: the 6-digit code of the
 * authenticator app, or one of the recovery codes. `onSignedIn` gets the user once accepted;
 * `onRestart` goes back to the password step (the pending sign-in lasts ten minutes). */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: SessionUser) => Promise<void> | void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const tv = useMessage();
  const errorText = useErrorText();
  const [kind, setKind] = useState<Kind>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (kind === 'code' ? TotpCode : RecoveryCode).safeParse(value);
    if (!parsed.success) {
      setError(tv(parsed.error.issues[0]!.message as MessageKey));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { user } =
        kind === 'code' ? await verifyCode(parsed.data) : await verifyRecoveryCode(parsed.data);
      await onSignedIn(user);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  const switchKind = () => {
    setKind(kind === 'code' ? 'recovery' : 'code');
    setValue('');
    setError(null);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="two-factor-heading"
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h5" component="h2" id="two-factor-heading">
        {t('twoFactor.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {kind === 'code' ? t('twoFactor.codeIntro') : t('twoFactor.recoveryIntro')}
      </Typography>
      <TextField
        id={`two-factor-${kind}`}
        key={kind}
        label={kind === 'code' ? t('twoFactor.code') : t('twoFactor.recoveryCode')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        fullWidth
        autoFocus
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: kind === 'code' ? { inputMode: 'numeric', maxLength: 7 } : { maxLength: 11 },
        }}
        error={!!error}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('twoFactor.submit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" onClick={switchKind}>
          {kind === 'code' ? t('twoFactor.useRecovery') : t('twoFactor.useCode')}
        </Link>
        <Link component="button" type="button" onClick={onRestart}>
          {t('twoFactor.restart')}
        </Link>
      </Box>
    </Box>
  );
}
