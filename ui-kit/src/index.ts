// Helpers every app bundles for itself (not shared at runtime): a remote ships the version it was built with.
export * from './api/notFound';
export * from './api/useResource';
export * from './format/dates';
export * from './images/imageUrl';
export * from './images/useImageUrl';
export * from './meta/pageMetadata';
export * from './meta/usePageMetadata';
export * from './meta/JsonLd';
export * from './seo/breadcrumbs';
export * from './markdown/Markdown';
export * from './markdown/snippet';
export * from './deferred/deferred';
export * from './scheduling/idle';
