import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { LanguageToggle } from '../../portal/language-toggle';
import { PORTAL_MAIN_SX, SiteBar } from '../../portal/site-bar';

/** The frame of /login and /reset-password: the bar with the language toggle, one card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteBar>
        <LanguageToggle color="#ffffff" />
      </SiteBar>
      <Box component="main" id="main" sx={{ ...PORTAL_MAIN_SX, py: { xs: 3, md: 6 }, px: 2 }}>
        <Paper variant="outlined" sx={{ maxWidth: 460, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
          {children}
        </Paper>
      </Box>
    </>
  );
}
