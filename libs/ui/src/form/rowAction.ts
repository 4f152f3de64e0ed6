import type { ReactNode } from 'react';

/** An entry of a row's menu. */
export interface RowAction {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  destructive?: boolean;
}
