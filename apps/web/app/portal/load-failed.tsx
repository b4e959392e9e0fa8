import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A load that failed, in a page or a section: what failed, and a button to ask again. */
export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
