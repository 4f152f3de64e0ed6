// The views this remote serves; the shell's route table maps URLs to them.
// lazyView: the shell can download a view's code ahead (at start, on hover of a link).
import { lazyView } from '@facility/ui/basics';

const views = {
  tasks: lazyView(() => import('./tasks/TasksPage')),
  'new-task': lazyView(() => import('./task-form/NewTaskPage')),
  calendar: lazyView(() => import('./calendar/CalendarPage')),
};

export default views;
