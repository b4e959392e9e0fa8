import type { links as en } from '../en/links';
import type { Messages } from '../types';

export const links = {
  meta: { title: 'TODO' },
} satisfies Messages<typeof en>;
