import type { records as en } from '../en/records';
import type { Messages } from '../types';

export const records = {
  meta: { title: 'TODO' },
} satisfies Messages<typeof en>;
