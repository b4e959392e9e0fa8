// My day's sections while their first answer is on its way.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function Loading({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 2 }}>
      <CircularProgress size={20} />
      <Typography>{text}</Typography>
    </Box>
  );
}
