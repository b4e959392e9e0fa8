import { formatPhone } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { EmailIcon, PhoneIcon } from '../../ui/icons';

// The property's email and phone, as the sticky bar and the Contact Us section both show them.

export function EmailLink({ email, className }: { email: string; className: string }) {
  const { t } = useTranslation('showcase');
  return (
    <a className={className} href={`mailto:${email}`} aria-label={t('bar.email', { email })}>
      <EmailIcon fontSize="small" />
      {email}
    </a>
  );
}

export function PhoneLink({ phone, className }: { phone: string; className: string }) {
  const { t } = useTranslation('showcase');
  const shown = formatPhone(phone);
  return (
    <a className={className} href={`tel:${phone}`} aria-label={t('bar.phone', { phone: shown })}>
      <PhoneIcon fontSize="small" />
      {shown}
    </a>
  );
}
