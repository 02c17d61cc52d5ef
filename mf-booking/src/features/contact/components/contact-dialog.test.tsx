import { fail, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { useAuthStore, useSiteDialogs } from '@agency/shared-auth';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { consentCopy, guideCopy } from '@agency/shared-ui';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { copy } from '@/copy';
import Dialogs from '@/exposes/dialogs';
import { renderWithTheme } from '@/testing/render';
import { resetStores } from '@/testing/stores';

const f = copy.contact.fields;
/** The spec's four fields, the unticked newsletter box and the privacy notice version the dialog linked. */
const SENT_BODY = {
  name: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  subject: 'Question',
  message: 'Do you build shops?',
  marketing_consent: false,
  notice_version: PRIVACY_NOTICE_VERSION,
};
const CONTACT = 'POST /api/contact';
const SENT = ok({ success: 'success' });
const field = (label: string) => screen.getByLabelText(label);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.actions.submit }));

function openContact() {
  const view = renderWithTheme(<Dialogs />);
  act(() => useSiteDialogs.getState().openContact());
  return view;
}

async function fillAll(user: UserEvent) {
  await user.type(field(f.name), 'Ngozi Eze');
  await user.type(field(f.email), 'ngozi@example.ng');
  await user.type(field(f.subject), 'Question');
  await user.type(field(f.message), 'Do you build shops?');
}

jest.setTimeout(20_000);
beforeEach(resetStores);

describe('contact dialog', () => {
  it('asks for the newsletter with an unticked box linking the privacy notice, and sends what was ticked', async () => {
    const calls = mockApi({ [CONTACT]: SENT });
    const { user } = openContact();
    const box = screen.getByRole('checkbox', { name: consentCopy.label });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: new RegExp(consentCopy.privacy) })).toHaveAttribute('href', '/privacy');
    await fillAll(user);
    await user.click(box);
    await submit(user);
    await screen.findByRole('heading', { name: copy.contact.successTitle });
    expect(calls[0]!.body).toEqual({ ...SENT_BODY, marketing_consent: true });
  });

  it('opens titled Contact Us with the name field focused', () => {
    openContact();
    expect(screen.getByRole('dialog', { name: copy.contact.title })).toBeInTheDocument();
    expect(field(f.name)).toHaveFocus();
  });

  it('sends exactly name, email, subject and message (the newsletter box unticked), then shows the success texts', async () => {
    const calls = mockApi({ [CONTACT]: SENT });
    const { user } = openContact();
    await fillAll(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: copy.contact.successTitle })).toHaveFocus();
    expect(screen.getByText(copy.contact.successBody)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/contact');
    expect(sent.body).toEqual(SENT_BODY);
    await user.click(screen.getByRole('button', { name: copy.actions.done }));
    expect(useSiteDialogs.getState().current).toBeNull();
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('missing %s: highlighted, explained, nothing sent', async (key) => {
    const calls = mockApi({});
    const { user } = openContact();
    await fillAll(user);
    await user.clear(field(f[key]));
    await submit(user);
    expect(calls).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(copy.contact.missing.summary);
    expect(field(f[key])).toHaveAttribute('aria-invalid', 'true');
    expect(field(f[key])).toHaveAccessibleDescription(copy.contact.missing[key]);
    expect(field(f[key])).toHaveFocus();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
  });

  it('says the guide’s one required-field text, like every other form of the site', () => {
    for (const key of ['name', 'email', 'subject', 'message'] as const) expect(copy.contact.missing[key]).toBe(guideCopy.required);
  });

  it('uses the booking dialog’s frame: top-anchored, Cancel first and Submit last, and Cancel closes it', async () => {
    const { user } = openContact();
    const dialog = screen.getByRole('dialog', { name: copy.contact.title });
    expect(dialog).toHaveAttribute('data-placement', 'top');
    const row = screen.getByRole('button', { name: copy.actions.submit }).parentElement!;
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual([copy.actions.cancel, copy.actions.submit]);
    await user.click(within(row).getByRole('button', { name: copy.actions.cancel }));
    expect(useSiteDialogs.getState().current).toBeNull();
  });

  it('an empty form highlights all four fields', async () => {
    const calls = mockApi({});
    const { user } = openContact();
    await submit(user);
    expect(calls).toEqual([]);
    for (const label of Object.values(f)) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('on failure shows Unsuccessful with the spec text, or the server detail, and can try again', async () => {
    const calls = mockApi({ [CONTACT]: [raw(500, '{}', { 'content-type': 'application/json' }), fail(400, 'Email is not valid')] });
    const { user } = openContact();
    await fillAll(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: copy.contact.failureTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.contact.failureBody)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.actions.tryAgain }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(SENT_BODY);
  });

  it('signed in: prefills name and email and sends the bearer token', async () => {
    useAuthStore.getState().signIn({ token: 'tok-9', first_name: 'Chidi', last_name: '', email: 'chidi@example.ng', id: 3 });
    const calls = mockApi({ [CONTACT]: SENT });
    const { user } = openContact();
    expect(field(f.name)).toHaveValue('Chidi');
    expect(field(f.email)).toHaveValue('chidi@example.ng');
    await user.type(field(f.subject), 'Hi');
    await user.type(field(f.message), 'Hello');
    await submit(user);
    await screen.findByRole('heading', { name: copy.contact.successTitle });
    expect(calls[0]!.auth).toBe('Bearer tok-9');
  });
});
