import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aboutCopy, commonCopy } from '../../../copy';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { AboutPage } from './about-page';

beforeEach(resetDialogs);

describe('the about page', () => {
  it('has one h1 and sets its own title and description', () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(aboutCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', aboutCopy.metaDescription);
  });

  it('tells the story, how we work and what we stand for', () => {
    renderPage(<AboutPage />);
    for (const name of [aboutCopy.storyHeading, aboutCopy.approachHeading, aboutCopy.valuesHeading]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('opens a general consultation or the contact dialog', async () => {
    renderPage(<AboutPage />);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.bookConsultation }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation' });
    await userEvent.click(screen.getByRole('button', { name: commonCopy.contactUs }));
    expect(currentDialog()).toMatchObject({ kind: 'contact' });
  });
});
