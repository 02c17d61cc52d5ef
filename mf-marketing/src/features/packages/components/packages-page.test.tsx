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

  it('anchors each tier with its lowest price in naira: the cheapest services, less the check-out discount', () => {
    renderPage(<PackagesPage />);
    const card = (name: string) => screen.getByRole('article', { name });
    // Basic: graphic design ₦35,000 + video editing ₦40,000, less 5%.
    expect(card('Basic')).toHaveTextContent('From ₦71,250');
    // Standard: + content marketing ₦60,000 = ₦135,000, less 7% (three items at check-out).
    expect(card('Standard')).toHaveTextContent('From ₦125,550');
    // Premium: + ads campaign ₦100,000 + social media ₦120,000 = ₦355,000, less 10%.
    expect(card('Premium')).toHaveTextContent('From ₦319,500');
  });

  it('shows one discount figure per tier, in the spec terms', () => {
    renderPage(<PackagesPage />);
    for (const [name, figure] of [
      ['Basic', '5%'],
      ['Standard', '6-7%'],
      ['Premium', '9-10%'],
    ] as const) {
      const text = screen.getByRole('article', { name }).textContent ?? '';
      expect(text.match(/\d+(?:-\d+)?%/g)).toEqual([figure]);
    }
  });

  it('opens the booking dialog from each Get started button, as a consultation about that package', async () => {
    renderPage(<PackagesPage />);
    const buttons = screen.getAllByRole('button', { name: new RegExp(`^${commonCopy.getStarted}`) });
    expect(buttons).toHaveLength(3);
    for (const item of packagesCopy.items) {
      resetDialogs();
      const card = screen.getByRole('article', { name: item.name });
      await userEvent.click(within(card).getByRole('button', { name: `${commonCopy.getStarted} ${commonCopy.withPackage(item.name)}` }));
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation', packageName: item.name });
    }
  });
});
