import { act, screen } from '@testing-library/react';
import { renderStandalone } from './standalone';

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
