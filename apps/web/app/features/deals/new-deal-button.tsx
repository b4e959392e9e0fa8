// "New deal": the button that opens the new-deal dialog, wherever a deal starts (the board, a
// contact's page, an inbox item's page), with what that place knows prefilled.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../portal/record-lookups';
import { NewDealDialog } from './new-deal-dialog';

export function NewDealButton({
  party,
  pipelineId,
  variant = 'contained',
}: {
  party?: Choice | null;
  pipelineId?: string;
  variant?: 'contained' | 'outlined';
}) {
  const { t } = useTranslation('deals');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t('create.button')}
      </Button>
      {open && <NewDealDialog party={party} pipelineId={pipelineId} onClose={() => setOpen(false)} />}
    </>
  );
}
