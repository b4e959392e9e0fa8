import type { AddressComplete } from '@crm/shared';
import Typography from '@mui/material/Typography';
import { EditAddressForm } from './address-form';

/** An address's detail (inside the portal's record page): its full text as the heading, then the
 * form in edit mode. */
export function AddressDetail({ record }: { record: AddressComplete }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {record.address}
      </Typography>
      <EditAddressForm record={record} />
    </>
  );
}
