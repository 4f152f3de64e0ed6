import { openedLazily } from '../lazy/openedLazily';

export type { FormDialogProps } from './FormDialogView';

/** A dialog holding a form (FormDialogView); its code loads when it first opens. */
export const FormDialog = openedLazily(() => import('./FormDialogView').then((m) => m.FormDialogView));
