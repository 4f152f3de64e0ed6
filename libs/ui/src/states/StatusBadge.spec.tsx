import { render, screen } from '@testing-library/react';
import { AppProviders } from '../theme/AppProviders';
import { theme } from '../theme/theme';
import { StatusBadge } from './StatusBadge';

it('shows its label in the theme colour of its status, filled or outlined', () => {
  render(
    <AppProviders>
      <StatusBadge label="Te laat" color="error" />
      <StatusBadge label="Uitgeleend" color="warning" variant="outlined" />
      <StatusBadge label="Actief" />
    </AppProviders>,
  );
  expect(screen.getByText('Te laat')).toHaveStyle({ backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText });
  expect(screen.getByText('Uitgeleend')).toHaveStyle({ color: theme.palette.warning.main });
  expect(screen.getByText('Uitgeleend')).not.toHaveStyle({ backgroundColor: theme.palette.warning.main });
  expect(screen.getByText('Actief')).toHaveStyle({ backgroundColor: theme.palette.action.selected });
});

it('takes a role, so a row of badges can be a list', () => {
  render(
    <ul>
      <StatusBadge role="listitem" label="Kantoor 1" />
    </ul>,
  );
  expect(screen.getByRole('listitem')).toHaveTextContent('Kantoor 1');
});
