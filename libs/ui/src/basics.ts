// What a page shows before anyone opens a dialog, a menu or a form: the theme and its
// providers, toasts, loading/empty/error states and headers. A separate entry
// (@facility/ui/basics), so a page that shows none of the rest (the shell's dashboard)
// does not download dialogs, menus and their MUI parts. @facility/ui exports all of this too.
export { theme } from './theme/theme';
export { AppProviders } from './theme/AppProviders';
export { ToastProvider, useToast, type Toast, type ToastVariant } from './toast/ToastProvider';
export { LoadingState } from './states/LoadingState';
export { EmptyState } from './states/EmptyState';
export { ErrorState, type ErrorStateProps } from './states/ErrorState';
export { QueryState, type QueryStateProps } from './states/QueryState';
export { PageHeader } from './layout/PageHeader';
export { SectionHeader } from './layout/SectionHeader';
export { lazyView } from './lazy/lazyView';
export { loadOnce, type LoadOnce } from './lazy/loadOnce';
export { useLoaded } from './lazy/useLoaded';
