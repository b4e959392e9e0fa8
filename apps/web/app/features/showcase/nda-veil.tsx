import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { NDA_BACKDROP } from './nda-dialog';

const VEIL_ID = 'nda-veil';

/** Spec §2: the page is not for reading or scrolling before the agreement. The prerendered page
 * carries this veil, the dialog's own backdrop colour, with the page's scrolling off (CSS alone,
 * as no script has run yet); the dialog takes its place once the app has started. */
export function NdaVeil() {
  return (
    <>
      <GlobalStyles styles={{ [`html:has(#${VEIL_ID})`]: { overflow: 'hidden' } }} />
      <Box
        id={VEIL_ID}
        aria-hidden="true"
        sx={{ position: 'fixed', inset: 0, zIndex: 'modal', bgcolor: NDA_BACKDROP }}
      />
    </>
  );
}
