import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../portal/use-message';
import { PasswordPrompt } from './password-prompt';
import { RecoveryCodeList } from './recovery-code-list';
import { newRecoveryCodes } from './security-api';

/** "New recovery codes": the password, then ten new codes shown once; the old ones stop working
 * (someone who used some, or fears they were seen, starts again with ten). */
export function NewRecoveryCodes() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => newRecoveryCodes(password),
    onSuccess: () => setPassword(''),
    onError: (failure) => setError(errorText(failure)),
  });
  const codes = create.data?.backupCodes;

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
    create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate();
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('security.recovery.open')}
      </Button>
      {/* Once the codes are shown, only "I have saved them" closes it: not a stray click outside. */}
      <Dialog open={open} onClose={codes ? undefined : close} aria-labelledby="new-recovery-codes-title">
        <DialogTitle id="new-recovery-codes-title">{t('security.recovery.title')}</DialogTitle>
        {codes ? (
          <DialogContent>
            <RecoveryCodeList codes={codes}>
              <Button variant="contained" onClick={close}>
                {t('enrol.done')}
              </Button>
            </RecoveryCodeList>
          </DialogContent>
        ) : (
          <Box component="form" noValidate onSubmit={submit}>
            <PasswordPrompt
              id="new-recovery-codes-password"
              intro={t('security.recovery.body')}
              password={password}
              onChange={setPassword}
              error={error}
            />
            <DialogActions>
              <Button onClick={close}>{t('security.twoFactor.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={create.isPending || !password}>
                {t('security.recovery.create')}
              </Button>
            </DialogActions>
          </Box>
        )}
      </Dialog>
    </>
  );
}
