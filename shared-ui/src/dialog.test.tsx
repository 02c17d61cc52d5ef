import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Dialog } from './dialog';
import { theme } from './theme';

describe('Dialog', () => {
  it('moves focus on open to the content element marked data-autofocus, not the close button', () => {
    render(
      <ThemeProvider theme={theme}>
        <Dialog open title="Booking" onClose={() => {}}>
          <label htmlFor="name">Name</label>
          <input id="name" data-autofocus />
        </Dialog>
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
