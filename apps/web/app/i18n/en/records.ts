// The portal's records pages.
export const records = {
  meta: { title: 'TODO' },
};
