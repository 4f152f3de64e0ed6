import { ListPage, preloadList } from '@facility/kit';
import { followUpActionsResource } from './followUpActionsResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(followUpActionsResource);

/** /follow-up-actions */
export default function FollowUpActionsPage() {
  return <ListPage resource={followUpActionsResource} />;
}
