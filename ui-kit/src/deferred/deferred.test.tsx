import { act, render, screen } from '@testing-library/react';
import { deferred, useDeferred } from './deferred';

function Greeting({ wanted, source }: { wanted: boolean; source: ReturnType<typeof deferred<string>> }) {
  const text = useDeferred(source, wanted, 'The greeting');
  return <p>{text ?? 'plain'}</p>;
}

describe('deferred', () => {
  it('fetches once, only when wanted, and keeps the value for later renders', async () => {
    const load = jest.fn(() => Promise.resolve('rendered'));
    const source = deferred(load);
    const { rerender, unmount } = render(<Greeting wanted={false} source={source} />);
    expect(screen.getByText('plain')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    rerender(<Greeting wanted source={source} />);
    expect(await screen.findByText('rendered')).toBeInTheDocument();
    unmount();
    render(<Greeting wanted source={source} />);
    // Loaded already: the first render has it.
    expect(screen.getByText('rendered')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the plain view when the fetch fails, and tries again on the next use', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('rendered');
    const source = deferred(load);
    const first = render(<Greeting wanted source={source} />);
    await act(async () => undefined);
    expect(screen.getByText('plain')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('The greeting could not be loaded.', expect.any(Error));
    first.unmount();
    render(<Greeting wanted source={source} />);
    expect(await screen.findByText('rendered')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
