// The views this remote serves; the shell's route table maps URLs to them.
import { lazy } from 'react';

const views = {
  tasks: lazy(() => import('./tasks/TasksPage')),
};

export default views;
