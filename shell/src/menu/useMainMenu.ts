import { startTransition, useEffect, useRef, useState } from 'react';
import { getJson, isRenderedAnswer, readyJson } from '@sencha/platform';
import type { MainMenu } from '@sencha/shared/contract';
import { MAIN_MENU_PATH } from './mainMenuPath';

const emptyMenu: MainMenu = {
  teaTypes: [],
  tisaneTypes: [],
  matchaTypes: [],
  teaFlavours: [],
  teaAccessories: [],
};

let cached: Promise<MainMenu> | null = null;

/**
 * The menu is fetched once per page load; a failure leaves the fixed links and is retried next load. A page
 * rendered on the server came with it (docs/server-rendering.md#the-handover): the first render shows it, on the
 * server and while hydrating alike, and nothing is fetched.
 */
export function useMainMenu(): MainMenu {
  const [menu, setMenu] = useState<MainMenu>(() =>
    // Only the server's: a page the browser renders alone fills its menu after its first render, as a transition.
    isRenderedAnswer(MAIN_MENU_PATH) ? (readyJson<MainMenu>(MAIN_MENU_PATH) ?? emptyMenu) : emptyMenu,
  );
  const arrived = useRef(menu !== emptyMenu);
  useEffect(() => {
    if (arrived.current) return undefined;
    let active = true;
    cached ??= getJson<MainMenu>(MAIN_MENU_PATH).catch((error: unknown) => {
      console.warn('Main menu could not be loaded.', error);
      cached = null;
      return emptyMenu;
    });
    // A transition, as for page data (ui-kit useResource): the filled menu, some hundred links, renders in
    // slices that yield to the browser rather than in one task while the page is still starting.
    void cached.then((value) => {
      if (active) startTransition(() => setMenu(value));
    });
    return () => {
      active = false;
    };
  }, []);
  return menu;
}
