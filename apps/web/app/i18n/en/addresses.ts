// The portal's addresses pages.
export const addresses = {
  meta: { title: 'TODO' },
};
