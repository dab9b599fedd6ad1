import { setRuntimeConfig } from '../config/runtimeConfig';
import {
  ApiError,
  apiUrl,
  getJson,
  postJson,
  setReadyAnswers,
  readyJson,
  type ReadyAnswer,
} from './apiClient';
import { observeHttpResponses, type HttpExchange } from './httpObservers';

/** The network edge: a fetch answering as the API does (jsdom has no Response: the parts the client reads). */
function answer(status: number, body: unknown) {
  const response = { ok: status < 400, status, text: async () => JSON.stringify(body) };
  global.fetch = jest.fn(async () => response as unknown as Response);
}

describe('the HTTP layer', () => {
  let seen: HttpExchange[];
  let stop: () => void;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    setRuntimeConfig({ logLevel: 2 });
    seen = [];
    stop = observeHttpResponses((exchange) => seen.push(exchange));
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stop();
    errors.mockRestore();
  });

  it('hands each successful response to the observers: method, path and status, no body', async () => {
    answer(200, { email: 'shopper@example.com' });
    await expect(postJson('/api/cart/validate', { a: 1 })).resolves.toEqual({ email: 'shopper@example.com' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/cart/validate', status: 200 });
    expect(JSON.stringify(seen)).not.toContain('shopper@example.com');
  });

  it('logs a failure and rethrows it, and tells no observer', async () => {
    answer(404, { message: 'Order not found' });
    await expect(getJson('/api/order/9')).rejects.toEqual(new ApiError(404, 'Order not found'));
    expect(seen).toHaveLength(0);
    expect(errors).toHaveBeenCalledWith('HTTP GET /api/order/9 failed', expect.any(ApiError));
  });

  it('tells observers and the log the path without its query (a token there may name an e-mail)', async () => {
    answer(200, {});
    await postJson('/api/communications/newsletter/confirm?token=secret.sig', {});
    expect(seen[0]).toMatchObject({ path: '/api/communications/newsletter/confirm' });
    answer(400, {});
    await expect(getJson('/api/faq?q=secret#frag')).rejects.toBeInstanceOf(ApiError);
    expect(errors).toHaveBeenCalledWith('HTTP GET /api/faq failed', expect.any(ApiError));
  });

  it('does not log at a level above error', async () => {
    setRuntimeConfig({ logLevel: 6 });
    answer(500, {});
    await expect(getJson('/api/faq')).rejects.toBeInstanceOf(ApiError);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a throwing observer never breaks the request', async () => {
    const unhook = observeHttpResponses(() => {
      throw new Error('recorder broke');
    });
    answer(200, [1]);
    await expect(getJson('/api/faq')).resolves.toEqual([1]);
    unhook();
  });
});

describe('ready answers', () => {
  let seen: HttpExchange[];
  let stop: () => void;
  beforeEach(() => {
    setRuntimeConfig({ apiBase: 'https://api.example.test' });
    seen = [];
    stop = observeHttpResponses((exchange) => seen.push(exchange));
  });
  afterEach(() => {
    stop();
    setReadyAnswers(() => undefined);
  });

  it('reads the body of an answer that has arrived, by its absolute URL, and tells the observers once', () => {
    const ready = new Map<string, ReadyAnswer>([
      [apiUrl('/api/tea-item/sencha'), { body: { name: 'Sencha' }, status: 200, durationMs: 31 }],
    ]);
    const asked: string[] = [];
    setReadyAnswers((url) => {
      asked.push(url);
      return ready.get(url);
    });
    expect(readyJson('/api/tea-item/sencha')).toEqual({ name: 'Sencha' });
    expect(asked).toEqual(['https://api.example.test/api/tea-item/sencha']);
    expect(seen).toEqual([{ method: 'GET', path: '/api/tea-item/sencha', status: 200, durationMs: 31 }]);
    // A render React restarts reads it again: the same body, and the observers are not told twice.
    expect(readyJson('/api/tea-item/sencha')).toEqual({ name: 'Sencha' });
    expect(seen).toHaveLength(1);
    ready.clear();
    expect(readyJson('/api/tea-item/sencha')).toBeUndefined();
  });

  it('is undefined with no hand-over, or a broken one', () => {
    expect(readyJson('/api/faq')).toBeUndefined();
    setReadyAnswers(() => {
      throw new Error('hand-over broke');
    });
    expect(readyJson('/api/faq')).toBeUndefined();
    expect(seen).toHaveLength(0);
  });
});
