import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Dialog, type DialogProps } from './dialog';
import { theme } from './theme';

const renderInTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function renderDialog(props: Partial<DialogProps> = {}) {
  const onClose = jest.fn();
  const utils = renderInTheme(
    <Dialog open title="Booking" onClose={onClose} {...props}>
      <p>Pick a service</p>
    </Dialog>,
  );
  const dialog = utils.container.querySelector('dialog')!;
  // jsdom lays nothing out: give the dialog a box so clicks can land inside or outside it.
  jest.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 400, height: 300 }));
  return { ...utils, dialog, onClose };
}

/** What the browser does on Escape: a cancelable 'cancel' event on the open dialog. */
function pressEscape(dialog: HTMLDialogElement) {
  const event = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(event);
  return event;
}

/** A page that owns the dialog's open state, as real callers do. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request Service
      </button>
      <Dialog open={open} title="Booking" onClose={() => setOpen(false)}>
        <input aria-label="Name" data-autofocus />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus on open to the content element marked data-autofocus, not the close button', () => {
    renderInTheme(
      <Dialog open title="Booking" onClose={() => {}}>
        <label htmlFor="name">Name</label>
        <input id="name" data-autofocus />
      </Dialog>,
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('opens as a modal named by its title', () => {
    const { dialog } = renderDialog({ description: 'Five short steps' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Booking' })).toBe(dialog);
    expect(dialog).toHaveAccessibleDescription('Five short steps');
    expect(screen.getByText('Pick a service')).toBeVisible();
  });

  it('renders nothing while closed', () => {
    const { container } = renderInTheme(
      <Dialog open={false} title="Booking" onClose={() => {}}>
        <p>Pick a service</p>
      </Dialog>,
    );
    expect(container.querySelector('dialog')).toBeNull();
    expect(screen.queryByText('Pick a service')).not.toBeInTheDocument();
  });

  it('the close button closes it', async () => {
    const { onClose } = renderDialog({ closeLabel: 'Close booking' });
    await userEvent.click(screen.getByRole('button', { name: 'Close booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes it, leaving the closing to the owner of the open state', () => {
    const { dialog, onClose } = renderDialog();
    const event = pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a click on the backdrop closes it; a click inside does not', () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.click(dialog, { clientX: 300, clientY: 250 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Pick a service'), { clientX: 20, clientY: 20 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('with a static backdrop', () => {
    it('ignores Escape and keeps the dialog open', () => {
      const { dialog, onClose } = renderDialog({ staticBackdrop: true });
      const event = pressEscape(dialog);
      expect(event.defaultPrevented).toBe(true);
      expect(onClose).not.toHaveBeenCalled();
      expect(dialog).toHaveAttribute('open');
    });

    it('ignores clicks on the backdrop', () => {
      const { dialog, onClose } = renderDialog({ staticBackdrop: true });
      fireEvent.click(dialog, { clientX: 20, clientY: 20 });
      expect(onClose).not.toHaveBeenCalled();
    });

    it('still closes with the close button', async () => {
      const { onClose } = renderDialog({ staticBackdrop: true });
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  it('returns focus to the button that opened it once it closes', async () => {
    renderInTheme(<Page />);
    const opener = screen.getByRole('button', { name: 'Request Service' });
    await userEvent.click(opener);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  describe('frame options', () => {
    it('is centred by default, as before, with no footer', () => {
      const { dialog } = renderDialog();
      expect(dialog).toHaveAttribute('data-placement', 'center');
      expect(dialog.children).toHaveLength(2);
    });

    it('can be anchored at the top', () => {
      const { dialog } = renderDialog({ placement: 'top', phoneSheet: true });
      expect(dialog).toHaveAttribute('data-placement', 'top');
    });

    it('keeps the footer outside the scrolling body, and its submit button sends the body’s form', async () => {
      const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
      renderInTheme(
        <Dialog
          open
          title="Contact"
          onClose={() => {}}
          footer={
            <button type="submit" form="contact-form">
              Submit
            </button>
          }
        >
          <form id="contact-form" onSubmit={onSubmit}>
            <input aria-label="Name" />
          </form>
        </Dialog>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Contact' });
      const submit = screen.getByRole('button', { name: 'Submit' });
      const form = dialog.querySelector('form')!;
      expect(form.parentElement?.contains(submit)).toBe(false);
      expect(dialog.lastElementChild).toContainElement(submit);
      await userEvent.click(submit);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });
});
