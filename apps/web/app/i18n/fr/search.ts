import type { search as en } from '../en/search';
import type { Messages } from '../types';

export const search = {
  meta: { title: 'TODO' },
} satisfies Messages<typeof en>;
