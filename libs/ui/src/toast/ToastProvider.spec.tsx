import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as runtime from '@facility/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './ToastProvider';

type ToastModule = typeof import('./ToastProvider');

/**
 * A second copy of this module, as a remote has it when it brings a newer libs/ui than
 * the shell's: its own module state, the page's one React and @facility/runtime.
 */
async function anotherCopy(): Promise<ToastModule> {
  let copy: ToastModule | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('@facility/runtime', () => runtime);
    copy = await import('./ToastProvider');
  });
  return copy as ToastModule;
}

function CompleteButton({ use }: { use: ToastModule['useToast'] }) {
  const { toast } = use();
  return (
    <>
      <button onClick={() => toast({ title: 'Taak voltooid', variant: 'success' })}>Voltooi</button>
      <button onClick={() => toast({ title: 'Nieuwe soort', variant: 'later' as 'default' })}>Nieuw</button>
    </>
  );
}

test("useToast of another copy of libs/ui shows its toasts in this copy's host", async () => {
  const other = await anotherCopy();
  expect(other.useToast).not.toBe(useToast);
  render(
    <ToastProvider>
      <CompleteButton use={other.useToast} />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Voltooi' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Taak voltooid');
});

test('a variant this host does not know (from a newer copy) shows as a default toast', async () => {
  render(
    <ToastProvider>
      <CompleteButton use={useToast} />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Nieuw' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Nieuwe soort');
  expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorInfo');
});

test('without a host useToast says what is missing', () => {
  const Lonely = () => <CompleteButton use={useToast} />;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Lonely />)).toThrow('useToast needs the ToastProvider of AppProviders');
});
