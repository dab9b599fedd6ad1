import { createContext, type LazyExoticComponent } from 'react';
import type { PageModuleId } from '../routes/routeDefs';
import { lazyPage, type AnyPage } from './pageLoads';

/** The lazy component of a page module for a slot's attempt (pageLoads.ts `lazyPage` in the browser). */
export type LazyPageOf = (id: PageModuleId, attempt: number) => LazyExoticComponent<AnyPage>;

/**
 * Where a slot gets its page: the browser's loads by default; a server render gives its own per request, with
 * the area's time budget (docs/server-rendering.md#each-area-on-its-own).
 */
export const PageLoaderContext = createContext<LazyPageOf>(lazyPage);
