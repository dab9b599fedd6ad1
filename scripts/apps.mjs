// The apps of the storefront and where `npm start` serves each one.
export const HOST = process.env.HOST ?? '127.0.0.1';
export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';

export const shell = { dir: 'shell', name: 'shell', port: Number(process.env.PORT ?? 3000) };

export const remotes = [
  { dir: 'mfe-catalog', name: 'catalog', port: 3001 },
  { dir: 'mfe-product', name: 'product', port: 3002 },
  { dir: 'mfe-cart-checkout', name: 'cartCheckout', port: 3003 },
  { dir: 'mfe-orders', name: 'orders', port: 3004 },
  { dir: 'mfe-content', name: 'content', port: 3005 },
];

export const webApps = [shell, ...remotes];

export const api = { dir: 'api', port: Number(process.env.API_PORT ?? 4000) };
