// Choosing the file: a picker button, or a file dropped anywhere on the zone.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const ACCEPTED =
  '.csv,.xlsx,.vcf,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/vcard,text/x-vcard';

export function FileDrop({ file, onFile }: { file: File | null; onFile: (file: File) => void }) {
  const { t } = useTranslation('imports');
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Box
      data-testid="import-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: over ? 'action.hover' : 'background.paper',
        p: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Button variant="outlined" component="label" htmlFor={inputId}>
        {t('file.choose')}
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onFile(chosen);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography sx={{ color: 'text.secondary' }}>
        {file ? t('file.chosen', { name: file.name }) : t('file.drop')}
      </Typography>
    </Box>
  );
}
