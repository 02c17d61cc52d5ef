import { ok, raw } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, packagesCopy } from '../../../copy';
import { PACKAGES_FIXTURE, packagesAnswer } from '../../../testing/catalogue';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { PackagesPage } from './packages-page';

let calls: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetDialogs();
  calls = mockApi({ 'GET /api/catalogue/packages': ok(packagesAnswer()) });
});

const card = (name: string) => screen.getByRole('article', { name });
const cards = () => screen.findAllByRole('article');

describe('the packages page', () => {
  it('has one h1 and sets its own title and description', async () => {
    renderPage(<PackagesPage />);
    await cards();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(packagesCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', packagesCopy.metaDescription);
  });

  it("states each package's discount terms (spec section 9)", async () => {
    renderPage(<PackagesPage />);
    await cards();
    expect(within(card('Basic')).getByText(/5% discount for two services/)).toBeInTheDocument();
    expect(within(card('Standard')).getByText(/6-7% discount for 3 or more services/)).toBeInTheDocument();
    expect(within(card('Premium')).getByText(/9-10% discount for 5 or more services, plus weekly feedback on progress/)).toBeInTheDocument();
  });

  it('anchors each tier with the lowest price the API computed from the catalogue, in naira', async () => {
    renderPage(<PackagesPage />);
    await cards();
    expect(card('Basic')).toHaveTextContent('From ₦71,250for two services, discount included');
    expect(card('Standard')).toHaveTextContent('From ₦125,550for three services, discount included');
    expect(card('Premium')).toHaveTextContent('From ₦319,500for five services, discount included');
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/catalogue/heroes', 'GET /api/catalogue/packages']);
  });

  it("follows the catalogue: a price staff changed, the tier marked popular, and no price when the API has none", async () => {
    const [basic, standard, premium] = PACKAGES_FIXTURE;
    mockApi({
      'GET /api/catalogue/packages': ok(packagesAnswer([{ ...basic!, fromPrice: 80_750_00, popular: true }, { ...standard!, popular: false }, { ...premium!, fromPrice: null }])),
    });
    renderPage(<PackagesPage />);
    await cards();
    expect(card('Basic')).toHaveTextContent('From ₦80,750');
    expect(within(card('Basic')).getByText(packagesCopy.popular)).toBeInTheDocument();
    expect(within(card('Standard')).queryByText(packagesCopy.popular)).not.toBeInTheDocument();
    expect(card('Premium')).not.toHaveTextContent('From');
  });

  it('shows the failure with a retry, and the empty state', async () => {
    mockApi({ 'GET /api/catalogue/packages': [raw(500), ok(packagesAnswer([]))] });
    renderPage(<PackagesPage />);
    expect(screen.getByRole('status', { name: packagesCopy.loading })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(packagesCopy.failure);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText(packagesCopy.empty)).toBeInTheDocument();
  });

  it('shows one discount figure per tier, in the spec terms', async () => {
    renderPage(<PackagesPage />);
    await cards();
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
    await cards();
    const buttons = screen.getAllByRole('button', { name: new RegExp(`^${commonCopy.getStarted}`) });
    expect(buttons).toHaveLength(3);
    for (const item of PACKAGES_FIXTURE) {
      resetDialogs();
      const card = screen.getByRole('article', { name: item.name });
      await userEvent.click(within(card).getByRole('button', { name: `${commonCopy.getStarted} ${commonCopy.withPackage(item.name)}` }));
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation', packageName: item.name });
    }
  });
});
