import { type MessageKey, PASSWORD_MIN, PASSWORD_SPECIALS } from '@crm/shared';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { VisibilityIcon, VisibilityOffIcon } from './icons';

/** A password input; with `onToggle`, a button that shows or hides it, named for what it does. */
export function PasswordField({
  visible,
  onToggle,
  ...props
}: TextFieldProps & { visible: boolean; onToggle?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: onToggle
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={onToggle}
                    onMouseDown={(event) => event.preventDefault()}
                    aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
                    edge="end"
                  >
                    {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}

/** The rule a new password must meet, in words, from the shared policy's figures. */
export function usePasswordHint(): string {
  const { t } = useTranslation('auth');
  return t('login.passwordHint', { min: PASSWORD_MIN, specials: [...PASSWORD_SPECIALS].join(' ') });
}

/** The rule the server found a new password breaking (`password` at sign-up, `newPassword` at reset
 * and change), for the form to show under its password field like its own rules. The list of common
 * passwords is only on the server: it would weigh on every visitor's download for a check the
 * submit makes anyway (docs/decisions/0022-password-policy.md). */
export function passwordRefusal(error: unknown): MessageKey | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldKeys.password ?? error.fieldKeys.newPassword;
}
