// Helpers for the component tests of this remote's forms.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Picks `option` in the select named `field`. */
export async function choose(field: string | RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
