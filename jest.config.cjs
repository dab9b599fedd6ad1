// One Jest run covering every package's own suite (each package keeps its own jest.config.cjs).
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/platform',
    '<rootDir>/ui-kit',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-product',
    '<rootDir>/mfe-cart-checkout',
    '<rootDir>/mfe-orders',
    '<rootDir>/mfe-content',
    '<rootDir>/api',
    '<rootDir>/catalogue',
    '<rootDir>/build-tools',
  ],
};
