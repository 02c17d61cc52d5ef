import { mockApi, ok } from '@agency/contracts/testing/msw';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { newsletterCopy } from './copy';
import { loadNewsletterForm } from './load-newsletter-form';
import { Newsletter } from './newsletter';
import { NEAR_VIEWPORT } from './newsletter-placeholder';

// The chunk request is what these tests watch: the loader stands in for `import()`, answering with the real form
// when the test lets it.
jest.mock('./load-newsletter-form', () => ({ loadNewsletterForm: jest.fn() }));
const load = jest.mocked(loadNewsletterForm);
type FormModule = Awaited<ReturnType<typeof loadNewsletterForm>>;
const formModule = () => jest.requireActual<FormModule>('./newsletter-form');

/** A chunk that arrives when the test says so (or fails). */
function heldChunk() {
  let arrive!: () => void;
  let failure!: () => void;
  load.mockImplementationOnce(
    () =>
      new Promise<FormModule>((resolve, reject) => {
        arrive = () => resolve(formModule());
        failure = () => reject(new Error('ChunkLoadError'));
      }),
  );
  return {
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => failure()),
  };
}

/** A stand-in IntersectionObserver (jsdom has none): the test says when the row comes near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const emailInput = () => screen.getByRole('textbox', { name: newsletterCopy.label });
const row = () => emailInput().closest('form')!;
const isForm = () => row().getAttribute('data-newsletter') === 'form';
/** Lets a requested chunk land (inside act, as React asks) and waits for the form to take the row. */
async function formArrived() {
  await act(async () => {});
  await waitFor(() => expect(isForm()).toBe(true));
}

beforeEach(() => {
  FakeObserver.all = [];
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  load.mockReset();
  load.mockImplementation(async () => formModule());
});

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('the newsletter row in the first load', () => {
  it('draws the same label, field, button and message line as the form, without requesting its chunk', () => {
    renderWithProviders(<Newsletter />);
    expect(isForm()).toBe(false);
    expect(emailInput()).toHaveAttribute('placeholder', newsletterCopy.placeholder);
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: newsletterCopy.submit })).toBeEnabled();
    expect(emailInput()).toHaveAccessibleDescription('');
    expect(load).not.toHaveBeenCalled();
  });

  it('has exactly the look of the form it is swapped for: same elements, same styles, same ids', async () => {
    const { container } = renderWithProviders(<Newsletter />);
    const shape = () =>
      [row(), ...row().querySelectorAll('*')].map((element) => ({
        tag: element.tagName,
        className: element.getAttribute('class'),
        id: element.getAttribute('id'),
        describedBy: element.getAttribute('aria-describedby'),
        text: element.children.length ? '' : element.textContent,
      }));
    const before = shape();
    const styles = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    act(() => {
      emailInput().focus();
    });
    await formArrived();
    expect(shape()).toEqual(before);
    // Both draw from the same styled components: every generated class the row uses has its rules on the page.
    const generated = before.flatMap(({ className }) => className?.split(' ') ?? []).filter((name) => !name.startsWith('sc-'));
    expect(generated.length).toBeGreaterThan(0);
    for (const name of generated) expect(styles()).toContain(`.${name}`);
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });
});

describe('loading the form', () => {
  it('waits for the first scroll, then requests the chunk only when the row comes near the viewport', async () => {
    renderWithProviders(<Newsletter />);
    // While a page is still loading the footer sits just below the fold: nothing watches it before a scroll.
    expect(FakeObserver.all).toHaveLength(0);
    scrollWindowTo(40);
    expect(FakeObserver.all).toHaveLength(1);
    const [observer] = FakeObserver.all;
    expect(observer!.options.rootMargin).toBe(NEAR_VIEWPORT);
    expect(observer!.targets).toEqual([row()]);
    observer!.report(false);
    expect(load).not.toHaveBeenCalled();

    observer!.report(true);
    expect(load).toHaveBeenCalledTimes(1);
    await formArrived();
    expect(observer!.disconnected).toBe(true);
  });

  it('watches at once when the page is already scrolled', async () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    renderWithProviders(<Newsletter />);
    expect(FakeObserver.all).toHaveLength(1);
    FakeObserver.all[0]!.report(true);
    expect(load).toHaveBeenCalledTimes(1);
    await formArrived();
  });

  it('requests the chunk when the visitor points at the row', async () => {
    renderWithProviders(<Newsletter />);
    await userEvent.hover(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(load).toHaveBeenCalledTimes(1);
    await formArrived();
  });

  it('keeps what was typed and the focus while the form takes the placeholder’s place', async () => {
    const chunk = heldChunk();
    renderWithProviders(<Newsletter />);
    act(() => emailInput().focus());
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.type(emailInput(), 'ada@exa', { skipClick: true });
    // The chunk is on its way: the placeholder is still the row and still takes keystrokes.
    expect(isForm()).toBe(false);
    await userEvent.type(emailInput(), 'mple.ng', { skipClick: true });

    await chunk.arrive();
    await formArrived();
    expect(emailInput()).toHaveValue('ada@example.ng');
    expect(emailInput()).toHaveFocus();
    await userEvent.type(emailInput(), 'x', { skipClick: true });
    expect(emailInput()).toHaveValue('ada@example.ngx');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('subscribes once the form is there when the visitor submitted before it arrived', async () => {
    const chunk = heldChunk();
    const calls = mockApi({ 'POST /api/newsletter': ok({ success: 'success' }) });
    renderWithProviders(<Newsletter />);
    await userEvent.type(emailInput(), 'ada@example.ng{Enter}');
    expect(calls).toHaveLength(0);

    await chunk.arrive();
    expect(await screen.findByRole('button', { name: newsletterCopy.success })).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ newsEmail: 'ada@example.ng'}]);
  });

  it('subscribes when the form replaced the button between the press and the release (the click is lost)', async () => {
    const chunk = heldChunk();
    const calls = mockApi({ 'POST /api/newsletter': ok({ success: 'success' }) });
    renderWithProviders(<Newsletter />);
    await userEvent.type(emailInput(), 'ada@example.ng');
    fireEvent.pointerDown(screen.getByRole('button', { name: newsletterCopy.submit }));
    await chunk.arrive();
    expect(await screen.findByRole('button', { name: newsletterCopy.success })).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ newsEmail: 'ada@example.ng'}]);
  });

  it('keeps the placeholder (and what was typed) when the chunk cannot be loaded, and tries again on the next move', async () => {
    const chunk = heldChunk();
    const calls = mockApi({ 'POST /api/newsletter': ok({ success: 'success' }) });
    renderWithProviders(<Newsletter />);
    await userEvent.type(emailInput(), 'ada@example.ng');
    await chunk.fail();
    expect(isForm()).toBe(false);
    expect(emailInput()).toHaveValue('ada@example.ng');
    expect(emailInput()).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: newsletterCopy.success })).toBeInTheDocument();
    expect(isForm()).toBe(true);
    expect(calls.map((call) => call.body)).toEqual([{ newsEmail: 'ada@example.ng'}]);
  });
});
