// Previous / Next under a paged table whose total is not counted (the API answers a page and its
// offset): shown once there is more than one page, "Requirements 1–25" between the buttons. The
// labels are the page's own words.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface PageNavProps {
  offset: number;
  /** Rows on this page: fewer than `size` means it is the last. */
  count: number;
  size: number;
  onOffset: (offset: number) => void;
  label: string;
  previous: string;
  next: string;
  /** "Requirements 1–25", given the first and last row shown. */
  range: (from: number, to: number) => string;
}

export function PageNav({ offset, count, size, onOffset, label, previous, next, range }: PageNavProps) {
  if (offset === 0 && count < size) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
      <Button disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - size))}>
        {previous}
      </Button>
      {count > 0 && <Typography>{range(offset + 1, offset + count)}</Typography>}
      <Button disabled={count < size} onClick={() => onOffset(offset + size)}>
        {next}
      </Button>
    </Box>
  );
}
