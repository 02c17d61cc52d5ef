import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { consentCopy, MarketingConsentField } from './marketing-consent';
import { theme } from './theme';

const renderBox = () =>
  render(
    <ThemeProvider theme={theme}>
      <MarketingConsentField privacyHref="/privacy" name="marketing" />
    </ThemeProvider>,
  );

describe('the marketing-consent box', () => {
  it('is unticked by default and ticks on a click of its label', async () => {
    renderBox();
    const box = screen.getByRole('checkbox', { name: consentCopy.label });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText(consentCopy.label));
    expect(box).toBeChecked();
  });

  it('is described by its hint, which links the privacy notice in a new tab', () => {
    renderBox();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(expect.stringContaining('confirm first'));
    const link = screen.getByRole('link', { name: `${consentCopy.privacy} ${consentCopy.newTab}` });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
