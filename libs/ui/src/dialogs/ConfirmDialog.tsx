import { openedLazily } from '../lazy/openedLazily';

export type { ConfirmDialogProps } from './ConfirmDialogView';

/** Asks before something is destroyed (ConfirmDialogView); its code loads when it first opens. */
export const ConfirmDialog = openedLazily(() => import('./ConfirmDialogView').then((m) => m.ConfirmDialogView));
