export * from './NotBuiltYet';
