// The portal's few Material icons as inline paths (see ui/icons.tsx for why).
import { createSvgIcon } from '@mui/material/utils';
import { GOOGLE_PATHS, VISIBILITY_OFF_PATH, VISIBILITY_PATH } from '../../ui/icons';

const icon = (d: string, name: string) => createSvgIcon(<path d={d} />, name);

export const VisibilityIcon = icon(VISIBILITY_PATH, 'VisibilityIcon');
export const VisibilityOffIcon = icon(VISIBILITY_OFF_PATH, 'VisibilityOffIcon');
/** Google's "G", in its four colours. */
export const GoogleIcon = createSvgIcon(
  GOOGLE_PATHS.map(({ fill, d }) => <path key={fill} fill={fill} d={d} />),
  'GoogleIcon',
);
export const LogoutIcon = icon(
  'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z',
  'LogoutIcon',
);
