// The wire contract, written once: TypeBox schemas (the API validates with them and publishes them as
// OpenAPI) and the TypeScript types derived from them (Static<>), which the storefront reads. The browser
// imports this module for its types only (lint enforces `import type`), so TypeBox never reaches a bundle.
export * from './catalogSchemas';
export * from './commerceSchemas';
export * from './contactSchemas';
export * from './searchSchemas';
export * from './remoteHealthSchemas';
export * from './otherShapes';
export { allSchemas } from './allSchemas';
export type { ContactForm } from '../validation/contactForm';
