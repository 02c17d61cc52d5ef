import { mockApi, ok } from '@agency/contracts/testing/msw';
import { consentCopy } from '@agency/shared-ui';
import { useAuthStore } from '@agency/shared-auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { copy } from '../../../copy';
import { renderAt } from '../../../testing/render';
import { tutorialDetail } from '../../../testing/tutorials';
import { TutorialDetailPage } from './tutorial-detail-page';

// Records when the sign-up form's chunk (the form and react-hook-form with the zod resolver) is first loaded.
const mockLoaded: string[] = [];
jest.mock('./guest-sign-up-form', () => {
  mockLoaded.push('guest form');
  return jest.requireActual('./guest-sign-up-form');
});
jest.mock('@agency/shared-ui/form', () => {
  mockLoaded.push('react-hook-form');
  return jest.requireActual('@agency/shared-ui/form');
});

const join = () => screen.findByRole('button', { name: copy.detail.joinLabel(copy.detail.joinFree) });
const labelsOf = (root: HTMLElement) => [...root.querySelectorAll('label')].map((label) => label.textContent);

describe('the guest sign-up form is not part of the first view', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null });
    mockApi({ 'GET /api/tutorial_detail/:id': ok(tutorialDetail()) });
  });

  it('is not loaded with the page, and starts loading when a guest reaches for Join', async () => {
    renderAt('/tutorial-detail/2', '/tutorial-detail/:id', <TutorialDetailPage />);
    const button = await join();
    expect(mockLoaded).toEqual([]);
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(mockLoaded).toEqual(expect.arrayContaining(['guest form', 'react-hook-form'])));
  });

  it('shows an inert placeholder with the same fields while it loads, then the form with the name focused', async () => {
    renderAt('/tutorial-detail/2', '/tutorial-detail/:id', <TutorialDetailPage />);
    fireEvent.click(await join());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent(copy.guest.loading);
    // Hidden from assistive technology and out of the tab order: nothing to fill in yet.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: copy.guest.submit })).not.toBeInTheDocument();
    for (const label of [copy.guest.name, copy.guest.email, copy.guest.password, copy.guest.confirm]) {
      expect(within(dialog).getByLabelText(label, { selector: 'input' })).toBeDisabled();
    }
    const placeholderLabels = labelsOf(dialog);
    expect(placeholderLabels).toEqual([copy.guest.name, copy.guest.email, copy.guest.password, copy.guest.confirm, consentCopy.label]);
    expect(dialog.querySelector('[inert]')).toHaveTextContent(copy.guest.intro);

    expect(await within(dialog).findByRole('button', { name: copy.guest.submit })).toBeEnabled();
    expect(labelsOf(dialog)).toEqual(placeholderLabels);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(copy.guest.name)).toHaveFocus();
  });
});
