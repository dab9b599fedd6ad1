/** @jest-environment node */
import { readSettings } from './settings';

describe('the render server’s settings', () => {
  it('has defaults for everything', () => {
    expect(readSettings({})).toMatchObject({
      SSR_PORT: 3006,
      SSR_AREA_BUDGET_MS: 150,
      SSR_REMOTE_ORIGINS: [],
    });
  });

  it('reads a list of trusted origins', () => {
    expect(
      readSettings({ SSR_REMOTE_ORIGINS: 'http://localhost:3001, https://cdn.example' }).SSR_REMOTE_ORIGINS,
    ).toEqual(['http://localhost:3001', 'https://cdn.example']);
  });

  it.each([
    ['SSR_AREA_BUDGET_MS', 'soon', /SSR_AREA_BUDGET_MS/],
    ['SSR_PORT', '0', /SSR_PORT/],
    ['STATIC_ORIGIN', 'nginx', /STATIC_ORIGIN/],
    ['PUBLIC_URL', 'https://shop.example/?x', /PUBLIC_URL/],
    ['SSR_REMOTE_ORIGINS', 'https://cdn.example/remotes', /SSR_REMOTE_ORIGINS/],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => readSettings({ [name]: value })).toThrow(message);
  });
});
