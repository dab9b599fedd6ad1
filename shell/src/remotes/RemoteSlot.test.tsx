import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('RemoteSlot', () => {
  beforeEach(() => {
    mockedLoadRemote.mockReset();
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
});
