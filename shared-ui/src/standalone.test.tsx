import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { renderStandalone, standalonePages } from './standalone';

describe('renderStandalone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fails loudly when the page has no #root, instead of leaving it blank', () => {
    expect(() => renderStandalone({ '*': <p>page</p> })).toThrow(/no <div id="root">/);
  });

  it('renders the page for the current route into #root', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    await act(async () => {
      renderStandalone({ '/': <h1>Standalone page</h1> });
    });
    expect(await screen.findByRole('heading', { name: 'Standalone page' })).toBeInTheDocument();
  });
});

const First = () => <h1>module first</h1>;
const Requests = () => <h1>module requests</h1>;
const MODULES: Record<string, { default: ComponentType }> = { first: { default: First }, requests: { default: Requests } };

describe('standalonePages', () => {
  const load = async (module: string) => MODULES[module]!;

  afterEach(() => {
    document.body.innerHTML = '';
    window.history.pushState(null, '', '/');
  });

  async function show(path: string, table = [{ path: '/first', module: 'first' }, { path: '/made-requests', module: 'requests' }]) {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    window.history.pushState(null, '', path);
    await act(async () => {
      renderStandalone(standalonePages(table, load));
    });
  }

  it("routes each page of the table to its module, so a page added to the table is routed standalone", async () => {
    await show('/made-requests');
    expect(await screen.findByRole('heading', { name: 'module requests' })).toBeInTheDocument();
  });

  it("shows the table's first page for any other address", async () => {
    await show('/nowhere');
    expect(await screen.findByRole('heading', { name: 'module first' })).toBeInTheDocument();
  });
});
