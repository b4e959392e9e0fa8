import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, COLORS } from './tokens';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Spec §9: breakpoints, Roboto, primary dark blue and secondary blue (see tokens.ts). */
export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    primary: { main: COLORS.primary, contrastText: '#ffffff' },
    secondary: { main: COLORS.secondary, contrastText: '#ffffff' },
    background: { default: '#ffffff' },
    text: { primary: COLORS.text, secondary: COLORS.textSecondary },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
});
