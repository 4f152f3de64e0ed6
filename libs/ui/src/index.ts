export * from './basics';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { FormDialog, type FormDialogProps } from './form/FormDialog';
export { RowActionsMenu, type RowAction, type RowActionsMenuProps } from './form/RowActionsMenu';
export { FormCard } from './form/FormCard';
export { useToastedAction, failureToast, type ToastedActionMessages, type FailureToast } from './form/useToastedAction';
export { StatusBadge, type StatusBadgeProps, type StatusBadgeColor } from './states/StatusBadge';
export { openedLazily } from './lazy/openedLazily';
export { LoadFailure } from './lazy/LoadFailure';
