// The portal's links pages.
export const links = {
  meta: { title: 'TODO' },
};
