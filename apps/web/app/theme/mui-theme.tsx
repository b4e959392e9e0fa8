import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** MUI's theme and baseline, for the pages built with MUI (the portal, the sign-in pages). The
 * public pages do without it (ADR 0013), so its runtime never reaches their download. */
export function MuiTheme({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
