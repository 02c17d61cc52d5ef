import type { SiteHealth } from '@agency/contracts';
import { mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { renderAt, signInStaff } from '../../testing/render';
import { formatVital, SiteHealthPage } from './site-health-page';

const health: SiteHealth = {
  generated_at: '2026-11-26T10:00:00.000Z',
  pages: [
    { page: '/home', window: '24h', vitals: { LCP: { p75: 2400, samples: 40 }, INP: { p75: 350, samples: 12 }, CLS: { p75: 0.3, samples: 40 } } },
    { page: '/services', window: '7d', vitals: { LCP: { p75: 5200, samples: 90 } } },
  ],
  remotes: [{ remote: 'marketing', version: '1.4.0', window: '24h', vitals: { TTFB: { p75: 900, samples: 40 } } }],
  errors: [
    {
      fingerprint: 'abc123',
      source: 'load',
      message: 'Remote academy could not be loaded',
      frames: '',
      remote: 'academy',
      version: '2.0.0',
      pages: ['/tutorials'],
      count: 7,
      count24h: 3,
      first_seen: '2026-11-25T08:00:00.000Z',
      last_seen: '2026-11-26T09:00:00.000Z',
    },
  ],
};

beforeEach(signInStaff);

describe('SiteHealthPage', () => {
  it('rates each p75 against Google’s thresholds in words, per page and per remote version, and lists error groups with their release', async () => {
    mockApi({ 'GET /api/office/site_health': ok(health) });
    renderAt('/office/site-health', '/office/site-health', <SiteHealthPage />);
    const home = (await screen.findByRole('heading', { name: '/home' }, { timeout: 5000 })).closest('article')!;
    const line = (card: HTMLElement, name: string) => within(card).getByText(copy.siteHealth.vitalNames[name]!).closest('div')!;
    expect(line(home, 'LCP')).toHaveTextContent('p75 2.40 s✓ Good40 samples');
    expect(line(home, 'INP')).toHaveTextContent('p75 350 ms! Needs improvement');
    expect(line(home, 'CLS')).toHaveTextContent('p75 0.30✕ Poor');
    expect(line(home, 'FCP')).toHaveTextContent(copy.siteHealth.noData);
    expect(screen.queryByRole('heading', { name: '/services' })).not.toBeInTheDocument();
    const remote = screen.getByRole('heading', { name: 'marketing 1.4.0' }).closest('article')!;
    expect(line(remote, 'TTFB')).toHaveTextContent('p75 900 ms! Needs improvement');

    const error = screen.getByRole('heading', { name: 'Remote academy could not be loaded' }).closest('article')!;
    expect(error).toHaveTextContent('academy 2.0.0');
    expect(error).toHaveTextContent('7 (Last 24 hours: 3)');
    expect(error).toHaveTextContent(copy.siteHealth.error.sources.load!);

    // The 7-day period shows that period's figures.
    await userEvent.selectOptions(screen.getByLabelText(copy.siteHealth.windowLabel), '7d');
    const services = (await screen.findByRole('heading', { name: '/services' })).closest('article')!;
    expect(line(services, 'LCP')).toHaveTextContent('p75 5.20 s✕ Poor');
    expect(screen.getAllByText(copy.siteHealth.noVitals)).toHaveLength(1);
  });

  it('formats values as people read them', () => {
    expect(formatVital('LCP', 2500)).toBe('2.50 s');
    expect(formatVital('TTFB', 800)).toBe('800 ms');
    expect(formatVital('INP', 1200)).toBe('1200 ms');
    expect(formatVital('CLS', 0.1)).toBe('0.10');
  });
});
