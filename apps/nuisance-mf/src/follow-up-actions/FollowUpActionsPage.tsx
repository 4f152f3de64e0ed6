import { ListPage } from '@facility/kit';
import { followUpActionsResource } from './followUpActionsResource';

/** /follow-up-actions */
export default function FollowUpActionsPage() {
  return <ListPage resource={followUpActionsResource} />;
}
