// Issue 24: the save was refused because someone else saved the record meanwhile. Each field they
// changed is shown with their value and this user's, and the user keeps one of the two for each;
// the form then holds the choices (nothing typed elsewhere is lost) and Update saves them again.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';

export interface ConflictRow {
  field: string;
  /** The field's label, in the user's language. */
  label: string;
  /** Both values as the user reads them ('' shows as "(empty)"). */
  theirs: string;
  mine: string;
}

export type Choice = 'mine' | 'theirs';

interface ConflictDialogProps {
  open: boolean;
  rows: ConflictRow[];
  choices: Readonly<Record<string, Choice>>;
  onChoose: (field: string, choice: Choice) => void;
  /** Puts the chosen values in the form. */
  onApply: () => void;
}

export function ConflictDialog({ open, rows, choices, onChoose, onApply }: ConflictDialogProps) {
  const { t } = useTranslation('crm');
  const shown = (value: string) => (value === '' ? t('confirm.empty') : value);
  return (
    <Dialog
      open={open}
      maxWidth="sm"
      fullWidth
      aria-labelledby="conflict-title"
      data-testid="conflict-dialog"
    >
      <DialogTitle id="conflict-title">{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('conflict.body')}</DialogContentText>
        {rows.map((row) => (
          <FormControl key={row.field} component="fieldset" sx={{ display: 'block', mb: 2 }}>
            <FormLabel component="legend" sx={{ fontWeight: 500 }}>
              {row.label}
            </FormLabel>
            <RadioGroup
              name={`conflict-${row.field}`}
              value={choices[row.field] ?? 'theirs'}
              onChange={(event) => onChoose(row.field, event.target.value as Choice)}
            >
              <FormControlLabel
                value="theirs"
                control={<Radio />}
                label={t('conflict.theirs', { value: shown(row.theirs) })}
                sx={{ overflowWrap: 'anywhere' }}
              />
              <FormControlLabel
                value="mine"
                control={<Radio />}
                label={t('conflict.mine', { value: shown(row.mine) })}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </RadioGroup>
          </FormControl>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onApply} variant="contained">
          {t('conflict.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
