import type { PlaceSuggestion } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExistsFlag } from '../../portal/exists-flag';
import { usePageTitle } from '../../portal/page-title';
import { detailPath } from '../../portal/record-kinds';
import { useMessage } from '../../portal/use-message';
import { NewAddressForm } from './address-form';
import { AddressSearch } from './address-search';
import { draftOf } from './address-values';
import { refusalKey, validateAddress } from './places-api';

/** /admin/addresses/new (spec §2): search, pick a suggestion, verify the parsed components (each
 * with its confirmation level, any of them correctable by hand), then Create, which opens the new
 * address. An address already stored shows 'exists!' linking to it, and cannot be created again. */
export function NewAddressPage() {
  const { t } = useTranslation(['addresses', 'crm']);
  const tv = useMessage();
  const [picked, setPicked] = useState<PlaceSuggestion | null>(null);
  usePageTitle(t('new.title'));

  const validated = useQuery({
    queryKey: ['validate', picked?.description],
    queryFn: ({ signal }) => validateAddress(picked?.description ?? '', signal),
    enabled: !!picked,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const draft = useMemo(() => (validated.data ? draftOf(validated.data) : null), [validated.data]);
  const refused = refusalKey(validated.error);
  const existing = validated.data?.existing_uuid ?? picked?.existing_uuid ?? null;

  return (
    <Box>
      <Button component={Link} to="/admin" sx={{ mb: 2 }}>
        {t('crm:actions.toSearch')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('new.title')}
      </Typography>
      <AddressSearch onPick={setPicked} />
      {picked && (
        <Box component="section" aria-labelledby="verify-heading" sx={{ mt: 4 }}>
          <Typography id="verify-heading" variant="h5" component="h2">
            {t('new.verify')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('new.verifyHint')}</Typography>
          {existing && (
            <Alert severity="warning" sx={{ mb: 2, alignItems: 'center' }} data-testid="address-exists">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <ExistsFlag to={detailPath('address', existing)} />
                {t('new.existsNote')}
              </Box>
            </Alert>
          )}
          {validated.isPending ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
              <CircularProgress size={24} aria-hidden="true" />
              <Typography>{t('new.verifying')}</Typography>
            </Box>
          ) : validated.isError || !draft ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => validated.refetch()}>
                  {t('new.retry')}
                </Button>
              }
            >
              {refused ? tv(refused) : t('new.verifyFailed')}
            </Alert>
          ) : (
            <>
              {validated.data?.fallback && (
                <Alert severity="info" sx={{ mb: 2 }} data-testid="address-fallback">
                  {t('new.fallback')}
                </Alert>
              )}
              {/* Another pick is another form: a fresh original, nothing carried over. */}
              <NewAddressForm key={picked.description} draft={draft} blocked={!!existing} />
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
