/** @jest-environment node */
import { Suspense, use } from 'react';
import { renderToSink } from './renderToSink';

const never = new Promise<string>(() => undefined);
function Waiting() {
  return <p>{use(never)}</p>;
}

describe('renderToSink', () => {
  it('stops the render when its shopper has gone, writing nothing', async () => {
    const written: string[] = [];
    const gone = new AbortController();
    const rendering = renderToSink(
      <Suspense fallback={<span>Loading…</span>}>
        <Waiting />
      </Suspense>,
      { budgetMs: 60_000, onAreaError: () => undefined, signal: gone.signal },
      (html) => written.push(html),
    );
    gone.abort(new Error('The shopper has gone'));
    await expect(rendering).rejects.toThrow('The shopper has gone');
    expect(written).toEqual([]);
  });
});
