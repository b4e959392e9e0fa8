// "Delete this comp?" from a row's menu: Cancel is where the focus lands, so a stray Enter deletes
// nothing. On success the searches are asked again (their figures cover every comp found).
import type { Comp } from '@crm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { ConfirmDelete } from '../../portal/confirm-delete';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import { deleteComp } from './comps-api';

export function CompDelete({ comp, onClose }: { comp: Comp; onClose: () => void }) {
  const { t, i18n } = useTranslation('comps');
  const notify = useNotify();
  const cache = useCachePolicy();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await deleteComp(comp.id);
      await cache.compsChanged();
      notify(t('deleted'), 'success');
      onClose();
    } catch (error) {
      console.error('Comp delete failed', error);
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDelete
      title={t('deleteTitle')}
      body={t('deleteBody', { address: comp.address, date: formatDate(comp.date_on, i18n.language) })}
      cancel={t('deleteCancel')}
      confirm={t('deleteConfirm')}
      busy={busy}
      refusal={refusal}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
