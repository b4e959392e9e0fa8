import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A dialog's body asking for the current password before a two-factor change (turning it off,
 * new recovery codes): what will happen, then the field with the server's refusal under it. */
export function PasswordPrompt(props: {
  id: string;
  intro: string;
  password: string;
  onChange: (password: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <DialogContent>
      <DialogContentText sx={{ mb: 2 }}>{props.intro}</DialogContentText>
      <TextField
        id={props.id}
        type="password"
        label={t('security.twoFactor.password')}
        autoComplete="current-password"
        value={props.password}
        onChange={(event) => props.onChange(event.target.value)}
        required
        fullWidth
        autoFocus
        error={!!props.error}
        helperText={props.error ?? ' '}
      />
    </DialogContent>
  );
}
