/** Out of sight, still read by screen readers; for `sx`. (@mui/utils has one too, but is not a
 * dependency of this app.) Pixel strings: in `sx` a bare 1 means 100%, which made each hidden span as wide as its container
 * and pushed the page wider than a phone's screen. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
