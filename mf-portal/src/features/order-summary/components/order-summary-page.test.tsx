import { fail, ok } from '@agency/contracts/testing/msw';
import { mockPortalApi as mockApi, pageCalls } from '../../../testing/api';
import { apiKey, queryClient, useAuthStore } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import OrderSummary from '../../../exposes/order-summary';
import { serviceRequest } from '../../../testing/fixtures';
import { currentLocation, DEMO_USER, renderAt } from '../../../testing/render';
import { cartKey } from '../../cart/stores/cart-store';
import type { ServiceRequest } from '../../../types/service-request';


const pay = jest.fn();
const reset = jest.fn();
let paymentState: { status: string; error: string | null } = { status: 'idle', error: null };

jest.mock('@agency/shared-auth/card-payment', () => ({
  useCardPayment: () => ({ ...paymentState, pay, reset, dialog: null }),
}));

const item = serviceRequest;

const renderPage = () => renderAt('/order-summary', '/order-summary', <OrderSummary />);

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
  // The frame's bell asks for unread messages on every signed-in page (issue 26).
  mockApi({});
  paymentState = { status: 'idle', error: null };
  localStorage.setItem(cartKey(DEMO_USER.id), JSON.stringify([item(4, '240000', 'Instagram content'), item(3, '150000', 'SEO audit')]));
  // The server agrees with the cart unless a test says otherwise.
  mockApi({ 'GET /api/requests': ok([item(4, '240000', 'Instagram content'), item(3, '150000', 'SEO audit'), item(2, '0', 'Launch video')]) });
});

const payButton = () => screen.findByRole('button', { name: 'Pay now' });

describe('Order summary', () => {
  it('redirects a guest to the login', async () => {
    useAuthStore.setState({ user: null });
    renderPage();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('lists the cart with the discounted total and the discount note', async () => {
    renderPage();
    await payButton();
    expect(screen.queryByText(copy.order.dropped(1))).toBeNull();
    const items = within(screen.getByRole('list', { name: copy.order.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Instagram content');
    expect(items[0]).toHaveTextContent('₦240,000');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦370,500');
    expect(screen.getByText('Discount applied')).toBeInTheDocument();
    expect(screen.getByText(copy.order.discountNote(5))).toBeInTheDocument();
  });

  it('removes an item only after confirmation', async () => {
    renderPage();
    await payButton();
    await userEvent.click(screen.getByRole('button', { name: 'Remove SEO audit' }));
    const dialog = screen.getByRole('dialog', { name: copy.order.confirmTitle });
    expect(dialog).toHaveTextContent('Are sure you want to remove this order?');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.cancel }));
    expect(screen.getByText('SEO audit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove SEO audit' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: copy.order.confirmAction }));
    expect(screen.queryByText('SEO audit')).toBeNull();
    expect(JSON.parse(localStorage.getItem(cartKey(DEMO_USER.id))!).map((r: ServiceRequest) => r.id)).toEqual([4]);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦240,000');
  });

  it('pays for the cart items by id, then empties them and shows the success text', async () => {
    pay.mockResolvedValue(true);
    renderPage();
    await userEvent.click(await payButton());
    expect(pay).toHaveBeenCalledWith({ kind: 'requests', datas: [{ id: 4 }, { id: 3 }] });
    expect(await screen.findByText('Payment was successful. Your dashboard will be updated.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(cartKey(DEMO_USER.id))!)).toEqual([]);
    expect(reset).toHaveBeenCalled();
  });

  it("keeps the cart when payment is cancelled, and shows 'An errror occurred' on failure", async () => {
    pay.mockResolvedValue(false);
    const { unmount } = renderPage();
    await userEvent.click(await payButton());
    expect(screen.queryByText(copy.order.success)).toBeNull();
    expect(JSON.parse(localStorage.getItem(cartKey(DEMO_USER.id))!)).toHaveLength(2);
    paymentState = { status: 'error', error: 'The amount paid does not match the amount due.' };
    unmount();
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('An errror occurred');
    expect(screen.getByRole('alert')).toHaveTextContent('The amount paid does not match the amount due.');
  });

  it('checks the cart against the server on load: drops items paid or gone since, says so, and the total follows', async () => {
    const sent = mockApi({ 'GET /api/requests': ok([item(4, 'paid', 'Instagram content'), item(3, '150000', 'SEO audit')]) });
    localStorage.setItem(cartKey(DEMO_USER.id), JSON.stringify([item(5, '90000', 'Deleted request'), item(4, '240000', 'Instagram content'), item(3, '150000', 'SEO audit')]));
    renderPage();
    expect(screen.getByRole('button', { name: copy.order.checking })).toBeDisabled();
    expect(await screen.findByText(copy.order.dropped(2))).toBeInTheDocument();
    const removed = screen.getByRole('list', { name: copy.order.droppedLabel });
    expect(within(removed).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Deleted request', 'Instagram content']);
    const items = within(screen.getByRole('list', { name: copy.order.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('SEO audit');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦150,000');
    expect(JSON.parse(localStorage.getItem(cartKey(DEMO_USER.id))!).map((r: ServiceRequest) => r.id)).toEqual([3]);
    expect(pageCalls(sent)).toEqual([expect.objectContaining({ method: 'GET', path: '/api/requests', auth: 'Bearer tok-1' })]);

    pay.mockResolvedValue(true);
    await userEvent.click(await payButton());
    expect(pay).toHaveBeenCalledWith({ kind: 'requests', datas: [{ id: 3 }] });
  });

  it('keeps the cart as it is when the check cannot reach the server', async () => {
    mockApi({ 'GET /api/requests': fail(503, 'Service unavailable.') });
    renderPage();
    await payButton();
    expect(within(screen.getByRole('list', { name: copy.order.listLabel })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: copy.order.droppedLabel })).toBeNull();
  });

  it("says 'Your order is empty' when the cart is empty", () => {
    localStorage.removeItem(cartKey(DEMO_USER.id));
    renderPage();
    expect(screen.getByText('Your order is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
  it('checks afresh even when the requests were loaded a moment ago', async () => {
    queryClient.setQueryData(apiKey('requests'), [item(4, '240000', 'Instagram content'), item(3, '150000', 'SEO audit')]);
    const sent = mockApi({ 'GET /api/requests': ok([item(3, '150000', 'SEO audit')]) });
    renderPage();
    expect(screen.getByRole('button', { name: copy.order.checking })).toBeDisabled();
    expect(await screen.findByText(copy.order.dropped(1))).toBeInTheDocument();
    expect(pageCalls(sent)).toHaveLength(1);
  });

  it('after a payment, marks the requests and the dashboard stale for every remote', async () => {
    pay.mockResolvedValue(true);
    queryClient.setQueryData(apiKey('dashboard/-1'), { project: null, projects: [] });
    const sent = mockApi({ 'GET /api/requests': ok([item(4, '240000', 'Instagram content'), item(3, '150000', 'SEO audit')]) });
    renderPage();
    await userEvent.click(await payButton());
    await screen.findByText(copy.order.success);
    expect(queryClient.getQueryState(apiKey('dashboard/-1'))?.isInvalidated).toBe(true);
    await waitFor(() => expect(pageCalls(sent).map((c) => c.path)).toEqual(['/api/requests', '/api/requests']));
  });
});
