import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from './RemoteSlot';
import { forgetPageLoads, startPageLoad } from './pageLoads';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('RemoteSlot', () => {
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    forgetPageLoads();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote page with its props', async () => {
    mockedLoadRemote.mockResolvedValue({ default: ({ slug }: { slug?: string }) => <h1>Type {slug}</h1> });
    render(<RemoteSlot id="catalog/TeaTypePage" props={{ slug: 'matcha' }} />);
    expect(await screen.findByRole('heading', { name: 'Type matcha' })).toBeInTheDocument();
  });

  it('shows the unavailable panel when the page throws, and retry loads it again', async () => {
    let broken = true;
    function Flaky(): React.ReactElement {
      if (broken) throw new Error('render failure');
      return <h1>Recovered</h1>;
    }
    mockedLoadRemote.mockResolvedValue({ default: Flaky });
    render(<RemoteSlot id="content/AboutPage" />);
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the panel when the module cannot be loaded at all', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003'));
    render(<RemoteSlot id="orders/OrderStatusPage" />);
    expect(await screen.findByRole('heading', { name: /short tea break/ })).toBeInTheDocument();
  });

  it('renders a page loaded before the first render at once, with no loading fallback', async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => <h1>Sencha Superior</h1> });
    startPageLoad('product/TeaItemPage');
    await new Promise((settled) => setTimeout(settled, 0));
    render(<RemoteSlot id="product/TeaItemPage" fallback={<p>Loading the tea</p>} />);
    // In the first commit: no Suspense fallback (whose replacement React would hold back for 300 ms).
    expect(screen.getByRole('heading', { name: 'Sencha Superior' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the tea')).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('takes over an early load still on its way, and shows its failure; Try again loads anew', async () => {
    let fail: (error: Error) => void = () => undefined;
    mockedLoadRemote.mockImplementationOnce(
      () => new Promise((_, reject: (error: Error) => void) => (fail = reject)),
    );
    mockedLoadRemote.mockResolvedValue({ default: () => <h1>About us</h1> });
    startPageLoad('content/AboutPage');
    render(<RemoteSlot id="content/AboutPage" fallback={<p>Loading the page</p>} />);
    expect(await screen.findByText('Loading the page')).toBeInTheDocument();
    fail(new Error('RUNTIME-008'));
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads anew for a slot opened after an early load failed', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-008'));
    mockedLoadRemote.mockResolvedValue({ default: () => <h1>Our story</h1> });
    startPageLoad('content/AboutPage');
    await new Promise((settled) => setTimeout(settled, 0));
    render(<RemoteSlot id="content/AboutPage" />);
    expect(await screen.findByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });
});
