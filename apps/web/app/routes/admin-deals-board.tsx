import { BoardPage } from '../features/deals/board-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('deals:meta.board');

/** /admin/deals/board (issue 27): the pipeline's kanban board of deals, or their list. */
export default function DealsBoardRoute() {
  return <BoardPage />;
}
