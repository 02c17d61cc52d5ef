import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, packagesCopy } from '../../../copy';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { PackagesPage } from './packages-page';

beforeEach(resetDialogs);

describe('the packages page', () => {
  it('has one h1 and sets its own title and description', () => {
    renderPage(<PackagesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(packagesCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', packagesCopy.metaDescription);
  });

  it("states each package's discount terms (spec section 9)", () => {
    renderPage(<PackagesPage />);
    const card = (name: string) => screen.getByRole('article', { name });
    expect(within(card('Basic')).getByText(/5% discount for two services/)).toBeInTheDocument();
    expect(within(card('Standard')).getByText(/6-7% discount for 3 or more services/)).toBeInTheDocument();
    expect(within(card('Premium')).getByText(/9-10% discount for 5 or more services, plus weekly feedback on progress/)).toBeInTheDocument();
  });

  it('opens the booking dialog from each Get started button', async () => {
    renderPage(<PackagesPage />);
    const buttons = screen.getAllByRole('button', { name: new RegExp(`^${commonCopy.getStarted}`) });
    expect(buttons).toHaveLength(3);
    for (const item of packagesCopy.items) {
      resetDialogs();
      const card = screen.getByRole('article', { name: item.name });
      await userEvent.click(within(card).getByRole('button', { name: `${commonCopy.getStarted} ${commonCopy.withPackage(item.name)}` }));
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select' });
    }
  });
});
