import { theme } from '@agency/shared-ui';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { copy } from '../copy';
import Certificate from './certificate';
import TutorialDetail from './tutorial-detail';
import Tutorials from './tutorials';

// Until the academy screens land, each of its routes must say so plainly rather than render an empty page.
describe.each<[string, ComponentType, string]>([
  ['/tutorials', Tutorials, 'Current and Upcoming Events'],
  ['/tutorial-detail/:id', TutorialDetail, 'Tutorial'],
  ['/certificate/:id', Certificate, 'Certificate of completion'],
])('%s', (_path, Page, heading) => {
  it('shows its heading and says the page is on its way', () => {
    render(
      <MemoryRouter>
        <ThemeProvider theme={theme}>
          <Page />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(copy.pending.title);
    expect(screen.getByText(copy.pending.body)).toBeInTheDocument();
  });
});
