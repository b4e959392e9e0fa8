import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Spec §9: breakpoints, Roboto, primary dark blue and secondary blue. The blues are dark enough
 * for WCAG AA text contrast on white (and white text on them). */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
  palette: {
    primary: { main: '#0d2a4a', contrastText: '#ffffff' },
    secondary: { main: '#1660c2', contrastText: '#ffffff' },
    background: { default: '#ffffff' },
    text: { primary: '#1a2433', secondary: '#4a5668' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
});

/** Spec §9: header heights (default, scrolled, small, small scrolled) and logo widths. */
export const HEADER_HEIGHT = { normal: 110, scrolled: 100, small: 80, smallScrolled: 70 } as const;
export const LOGO_WIDTH = { upToMd: 180, aboveMd: 300 } as const;
