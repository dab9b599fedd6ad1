// Test helpers (`@sencha/ui-kit/testing`): for Jest suites only, never imported by application code.
export * from './renderWithShell';
export * from './mockFetch';
export * from './pointerEvents';
