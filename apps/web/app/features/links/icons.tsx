// Material icon paths for the link lists (see ui/icons.tsx for why they are inline).
import { createSvgIcon } from '@mui/material/utils';

const icon = (d: string, name: string) => createSvgIcon(<path d={d} />, name);

export const AddIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z', 'AddIcon');
export const EditIcon = icon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  'EditIcon',
);
export const DeleteIcon = icon(
  'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
  'DeleteIcon',
);
