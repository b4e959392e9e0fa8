import type { InboxItemDetail } from '@crm/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { detailPath } from '../../portal/record-kinds';
import { useInboxLabels } from './inbox-labels';

interface Props {
  item: InboxItemDetail;
  busy: boolean;
  addSender: boolean;
  onAddSender: (add: boolean) => void;
  onLink: (entityId: string, name: string) => void;
}

/** The contacts holding the sender's email or phone number, made obvious: the website changed none
 * of them (ADR 0030), so staff decide: link one (the NDA acceptance follows; the sender's email and
 * number only when ticked) or create a new contact below. */
export function ItemMatches({ item, busy, addSender, onAddSender, onLink }: Props) {
  const { t } = useInboxLabels();
  const count = item.candidates.length;
  const by = (matched: Array<'email' | 'phone'>) =>
    t(`item.contact.matches.${matched.length > 1 ? 'both' : matched[0] === 'email' ? 'email' : 'phone'}`);
  const addSenderBox = (item.email || item.phone) && (
    <FormControlLabel
      control={<Checkbox checked={addSender} onChange={(e) => onAddSender(e.target.checked)} />}
      label={t('item.contact.addSender')}
    />
  );
  if (count === 0)
    return (
      <>
        <Typography sx={{ color: 'text.secondary', my: 1 }}>{t('item.contact.noCandidates')}</Typography>
        {addSenderBox}
      </>
    );
  return (
    <>
      <Alert severity="warning" sx={{ my: 1 }} data-testid="inbox-matches">
        <AlertTitle>{t('item.contact.matches.title', { count })}</AlertTitle>
        {t('item.contact.matches.body')}
        {item.nda && ` ${t('item.contact.matches.nda')}`}
      </Alert>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1, display: 'grid', gap: 1 }}>
        {item.candidates.map((c) => (
          <Box
            component="li"
            key={c.uuid}
            data-testid="inbox-candidate"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          >
            <Typography component="span">
              {t('item.contact.matches.by', { what: by(c.matched_by) })}
            </Typography>
            <Link to={detailPath('entity', c.uuid)}>{c.name}</Link>
            {c.company_name && (
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {c.company_name}
              </Typography>
            )}
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              aria-label={t('item.contact.linkTo', { name: c.name })}
              onClick={() => onLink(c.uuid, c.name)}
            >
              {t('item.contact.link')}
            </Button>
          </Box>
        ))}
      </Box>
      {addSenderBox}
    </>
  );
}
