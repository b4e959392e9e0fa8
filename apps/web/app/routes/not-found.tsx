import type { MetaArgs } from 'react-router';
import { pageMeta } from '../seo';
import { NotFound } from '../ui/not-found';

export const meta = ({ location }: MetaArgs) =>
  pageMeta(location.pathname, { title: 'meta.notFoundTitle' }, { index: false });

export default NotFound;
