import { loadConfig } from '../src/config';

// PUBLIC_URL is what search engines and e-mail recipients are sent to (docs/configuration.md#public-url).
const config = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', ...env });

describe('PUBLIC_URL', () => {
  it('is the origin, its trailing slash trimmed', () => {
    expect(config({ PUBLIC_URL: 'https://Shop.example.com.au/' }).publicUrl).toBe(
      'https://shop.example.com.au',
    );
    expect(config({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('defaults to the local API outside production', () => {
    expect(config({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('must be set in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^PUBLIC_URL must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' }).publicUrl).toBe(
      'https://shop.example',
    );
  });

  it.each([
    ['shop.example', /^PUBLIC_URL must be an absolute http\(s\) address/],
    ['localhost:3000', /^PUBLIC_URL must be an absolute http\(s\) address/],
    ['ftp://shop.example', /^PUBLIC_URL must be an absolute http\(s\) address/],
    ['https://shop.example/?utm=x', /^PUBLIC_URL must be an address without a query or fragment/],
    ['https://shop.example/#top', /^PUBLIC_URL must be an address without a query or fragment/],
    ['https://shop.example/store', /^PUBLIC_URL must be the shop's origin, without a path/],
    ['https://user:secret@shop.example', /^PUBLIC_URL must be an address without a user name or password/],
  ])('refuses %s with a message naming it', (value, message) => {
    expect(() => config({ PUBLIC_URL: value })).toThrow(message);
  });
});
