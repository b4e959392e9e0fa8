import type { addresses as en } from '../en/addresses';
import type { Messages } from '../types';

export const addresses = {
  meta: { title: 'TODO' },
} satisfies Messages<typeof en>;
