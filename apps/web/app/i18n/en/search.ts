// The portal's search pages.
export const search = {
  meta: { title: 'TODO' },
};
