import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { LoadFailure } from './load-failure';
import { theme } from './theme';

describe('LoadFailure', () => {
  it('announces the reason and tries again on request', async () => {
    const onRetry = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <LoadFailure message="We could not load your projects." retryLabel="Try again" onRetry={onRetry} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your projects.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
