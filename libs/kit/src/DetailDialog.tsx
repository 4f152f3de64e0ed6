import type { ReactNode } from 'react';
import { openedLazily } from '@facility/ui';
import type { DetailDialogProps } from './DetailDialogView';

/** The read-only view of one row ('Bekijken', DetailDialogView); its code loads when it first opens. */
export const DetailDialog = openedLazily(() => import('./DetailDialogView').then((m) => m.DetailDialogView)) as <Row>(props: DetailDialogProps<Row>) => ReactNode;
