import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../layout/language-toggle';
import { site } from '../../site-config';
import { theme } from '../../theme/theme';
import { AccessForm } from './access-form';
import { NdaText } from './nda-text';

const TITLE_ID = 'nda-dialog-title';
const INTRO_ID = 'nda-dialog-intro';
/** Spec §9: the NDA dialog is 800 px wide. */
const NDA_WIDTH = 800;
/** The veil over the page until the agreement is accepted (the prerendered page has it too). */
export const NDA_BACKDROP = 'rgba(13, 42, 74, 0.8)';

interface NdaDialogProps {
  open: boolean;
  slug: string;
  version: string;
  onAccepted: () => void;
}

/** Spec §2: a persistent dialog (no onClose, so neither a backdrop click nor Escape closes it; no
 * close button) that locks the page's scrolling until the access form is sent. It stays mounted
 * once closed, reset. Full screen below sm by CSS alone: no media-query hook, so no hydration
 * mismatch. */
export function NdaDialog({ open, slug, version, onAccepted }: NdaDialogProps) {
  const { t } = useTranslation('showcase');
  return (
    <Dialog
      open={open}
      keepMounted
      maxWidth={false}
      scroll="paper"
      // It opens over the prerendered page's veil (nda-veil.tsx), which it replaces: no fade in.
      transitionDuration={{ enter: 0, exit: theme.transitions.duration.leavingScreen }}
      aria-labelledby={TITLE_ID}
      aria-describedby={INTRO_ID}
      // Top-aligned from sm up, so the fields added below the agreement (see AccessForm) never
      // move what is already shown.
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{
        // The page stays veiled until the agreement is accepted (a blur filter would cost phones
        // a full-screen repaint per frame of the fade).
        backdrop: { sx: { bgcolor: NDA_BACKDROP } },
        paper: {
          sx: {
            width: '100%',
            maxWidth: NDA_WIDTH,
            [theme.breakpoints.down('sm')]: {
              m: 0,
              maxWidth: '100%',
              height: '100%',
              maxHeight: '100%',
              borderRadius: 0,
            },
          },
        },
      }}
    >
      {/* The header (and its language toggle) is out of reach while the dialog is open. */}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, pr: 2 }}>
        <DialogTitle id={TITLE_ID} component="h2" sx={{ color: 'primary.main', fontWeight: 700 }}>
          {t('nda.title')}
        </DialogTitle>
        <LanguageToggle color={theme.palette.primary.main} />
      </Box>
      <AccessForm slug={slug} onAccepted={onAccepted}>
        <Typography id={INTRO_ID} sx={{ mb: 2 }}>
          {t('nda.intro', { company: site.companyName })}
        </Typography>
        <NdaText version={version} />
      </AccessForm>
    </Dialog>
  );
}
