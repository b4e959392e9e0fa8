import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { detailPath } from '../../portal/record-kinds';
import { useInboxLabels } from './inbox-labels';

/** Contacts whose name matches what staff type, ranked, as the link picker finds them. The route
 * module hands the links feature's search in (feature folders never import each other). */
export type ContactSearch = (text: string) => {
  /** The text the results are for, once typing paused. */
  settled: string;
  searching: boolean;
  results: readonly { id: string; label: string; detail?: string | null }[];
  failed: boolean;
};

/** "Find another contact": any contact, found by name, linked with its own button. */
export function ContactSearchPanel({
  useContactSearch,
  busy,
  onLink,
}: {
  useContactSearch: ContactSearch;
  busy: boolean;
  onLink: (entityId: string, name: string) => void;
}) {
  const { t } = useInboxLabels();
  const [text, setText] = useState('');
  const search = useContactSearch(text);
  const found = search.settled === '' ? [] : search.results;
  const status = search.failed
    ? t('item.contact.search.failed')
    : search.searching
      ? t('item.contact.search.searching')
      : search.settled === ''
        ? ''
        : found.length === 0
          ? t('item.contact.search.none')
          : t('item.contact.search.found', { count: found.length });

  return (
    <Box component="section" aria-labelledby="inbox-search-title" sx={{ mt: 2 }}>
      <Typography id="inbox-search-title" variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        {t('item.contact.search.title')}
      </Typography>
      <TextField
        id="inbox-contact-search"
        type="search"
        size="small"
        label={t('item.contact.search.label')}
        helperText={t('item.contact.search.hint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        sx={{ width: '100%', maxWidth: 420, bgcolor: '#ffffff' }}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em', mt: 1 }}>
        {status}
      </Typography>
      {found.length > 0 && (
        <Box
          component="ul"
          aria-label={t('item.contact.search.results')}
          sx={{ listStyle: 'none', p: 0, my: 1, display: 'grid', gap: 1 }}
        >
          {found.map((c) => (
            <Box
              component="li"
              key={c.id}
              data-testid="inbox-search-result"
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
            >
              <Link to={detailPath('entity', c.id)}>{c.label}</Link>
              {c.detail && <Typography component="span">{c.detail}</Typography>}
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={t('item.contact.linkTo', { name: c.label })}
                onClick={() => onLink(c.id, c.label)}
              >
                {t('item.contact.link')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
