import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
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
