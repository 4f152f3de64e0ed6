import type { ReactNode } from 'react';
import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';

export type StatusBadgeColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface StatusBadgeProps {
  label: ReactNode;
  color?: StatusBadgeColor;
  variant?: 'filled' | 'outlined';
  role?: string;
  sx?: SxProps<Theme>;
}

interface OwnerState {
  color: StatusBadgeColor;
  variant: 'filled' | 'outlined';
}

// A small MUI Chip's looks, for a label that is never clicked or deleted: the Chip itself
// (with its delete icon, ripple and avatar parts) weighed 3 KB on every list with a status.
const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'ownerState' && prop !== 'sx' })<{ ownerState: OwnerState }>(
  ({ theme, ownerState: { color, variant } }) => {
    const palette = color === 'default' ? undefined : theme.palette[color];
    const outlined = variant === 'outlined';
    return {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 24,
      maxWidth: '100%',
      padding: outlined ? '0 7px' : '0 8px',
      borderRadius: 12,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      color: outlined ? (palette?.main ?? theme.palette.text.primary) : (palette?.contrastText ?? theme.palette.text.primary),
      backgroundColor: outlined ? 'transparent' : (palette?.main ?? theme.palette.action.selected),
      border: outlined ? `1px solid ${palette ? alpha(palette.main, 0.7) : theme.palette.grey[400]}` : 0,
    };
  },
);

/** A status or a name shown as a small rounded label (Actief, Te laat, Achterstallig). */
export function StatusBadge({ label, color = 'default', variant = 'filled', role, sx }: StatusBadgeProps) {
  return (
    <Root ownerState={{ color, variant }} role={role} sx={sx}>
      {label}
    </Root>
  );
}
