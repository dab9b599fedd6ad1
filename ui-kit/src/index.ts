// Helpers every app bundles for itself (not shared at runtime): a remote ships the version it was built with.
export * from './domain/saleState';
export * from './api/notFound';
export * from './api/useResource';
export * from './format/money';
export * from './validation/slug';
export * from './images/imageUrl';
export * from './images/useImageUrl';
export * from './images/srcSet';
export * from './meta/pageMetadata';
export * from './meta/usePageMetadata';
export * from './meta/useJsonLd';
export * from './seo/sitePaths';
export * from './seo/breadcrumbs';
export * from './markdown/Markdown';
export * from './markdown/snippet';
export * from './deferred/deferred';
