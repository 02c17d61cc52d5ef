import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { IconButton } from './icon-button';
import { theme } from './theme';

const renderInTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// The spec's texts for deleting a request.
const texts = { confirmTitle: 'Delete request', confirmBody: 'Are sure you want to delete this request?', confirmAction: 'Delete', busy: 'Deleting' };

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  renderInTheme(
    <ConfirmDialog open texts={texts} status="idle" successText="Success!" failureText="An error occured" onConfirm={onConfirm} onClose={onClose} {...props} />,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('asks the question in a dialog named by its title: Cancel first, the red action last and focused', async () => {
    const { onConfirm, onClose } = renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Delete request' });
    expect(within(dialog).getByText('Are sure you want to delete this request?')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['×', 'Cancel', 'Delete']);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner named by the busy text while the action runs, and no question', () => {
    renderConfirm({ status: 'pending' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status', { name: 'Deleting' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Are sure you want to delete this request?')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('names the spinner by the action when there is no busy text', () => {
    renderInTheme(
      <ConfirmDialog open texts={{ confirmTitle: 'Remove order', confirmBody: 'Are sure you want to remove this order?', confirmAction: 'Remove' }} status="pending" onConfirm={jest.fn()} onClose={jest.fn()} />,
    );
    expect(screen.getByRole('status', { name: 'Remove' })).toBeInTheDocument();
  });

  it.each([
    ['success', 'Success!'],
    ['error', 'An error occured'],
  ] as const)('on %s shows the outcome and a Close button that closes', async (status, text) => {
    const { onClose } = renderConfirm({ status });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('IconButton', () => {
  it('is a button (type="button", not a form submit) named by its aria-label, focusable, 44 px square', async () => {
    const onClick = jest.fn();
    renderInTheme(
      <form onSubmit={() => { throw new Error('submitted'); }}>
        <IconButton aria-label="Open menu" aria-expanded={false} onClick={onClick}>
          <svg aria-hidden="true" />
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    const style = getComputedStyle(button);
    expect([style.width, style.height, style.borderWidth]).toEqual(['44px', '44px', '1px']);
  });

  it('takes a 2 px outline when asked', () => {
    renderInTheme(<IconButton aria-label="Menu" $border={2} />);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Menu' })).borderWidth).toBe('2px');
  });
});
