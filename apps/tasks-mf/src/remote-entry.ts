// The views this remote serves; the shell's route table maps URLs to them.
import { lazy } from 'react';

const views = {
  tasks: lazy(() => import('./tasks/TasksPage')),
  'new-task': lazy(() => import('./task-form/NewTaskPage')),
  calendar: lazy(() => import('./calendar/CalendarPage')),
};

export default views;
