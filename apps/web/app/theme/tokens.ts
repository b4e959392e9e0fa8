// The design's numbers, shared by MUI's theme (the portal) and the public site's stylesheet
// (site.css, home.css, showcase.css), which repeat them as CSS; site-style.test.ts keeps the two in step.

/** Spec §9: primary dark blue and secondary blue, dark enough for WCAG AA text on white (and white
 * text on them). */
export const COLORS = {
  primary: '#0d2a4a',
  secondary: '#1660c2',
  text: '#1a2433',
  textSecondary: '#4a5668',
} as const;

/** Spec §9. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Spec §9: header heights (default, scrolled, small, small scrolled) and logo widths. */
export const HEADER_HEIGHT = { normal: 110, scrolled: 100, small: 80, smallScrolled: 70 } as const;
export const LOGO_WIDTH = { upToMd: 180, aboveMd: 300 } as const;
