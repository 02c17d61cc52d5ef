import { paths } from '@agency/shared-auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, mentorshipCopy } from '../../../copy';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { MentorshipPage } from './mentorship-page';

beforeEach(resetDialogs);

describe('the mentorship page', () => {
  it('has one h1 and sets its own title and description', () => {
    renderPage(<MentorshipPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(mentorshipCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', mentorshipCopy.metaDescription);
  });

  it("links 'View Active Tutorial' to /tutorials", () => {
    renderPage(<MentorshipPage />);
    expect(screen.getByRole('link', { name: 'View Active Tutorial' })).toHaveAttribute('href', paths.tutorials);
  });

  it.each([commonCopy.requestServices, commonCopy.bookConsultation])("'%s' opens the booking dialog with 'tutorship'", async (name) => {
    renderPage(<MentorshipPage />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'tutorship' });
  });
});
