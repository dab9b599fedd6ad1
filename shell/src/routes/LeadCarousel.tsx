import { createContext, useContext, useSyncExternalStore } from 'react';
import { selectCartCount, useAppSelector } from '@sencha/platform';
import { WhenNearViewport } from '@sencha/ui-kit/ui';
import { AREA_LOADING_HEIGHT } from '../remotes/RemoteLoading';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { CAROUSEL_ID } from './routeDefs';

/**
 * Whether the render server renders (or, hydrating, rendered) the carousel under the opening page as its lead
 * content: the cart page of a cart the cart hint says is empty (docs/server-rendering.md#the-empty-cart). The
 * server state tells hydration, so both render the same. It holds for the server's render and the hydration only:
 * a later visit to the cart composes its carousel as any page the browser renders.
 */
export const ServerLedCarouselContext = createContext(false);

/**
 * The carousel below a page that declares it its lead content while the cart is empty (`carouselLeads`): its
 * first tiles are then in the first screen and one of them is the page's largest paint, so it is told so
 * (HomeCarousel's `leadImage`), its image is not lazy (docs/architecture.md#images-and-fonts), and it is
 * composed as soon as the page above has rendered rather than after the window's load (its code was started with
 * the page's: `bootstrap.tsx`). Until then the page's loading state keeps it out of the near margin. Where the
 * server renders it, it is there from the first render.
 */
const neverChanges = () => () => undefined;
const notHydrating = () => false;
const whileHydrating = () => true;

export function CarouselLeadingWhenCartEmpty() {
  const cartEmpty = useAppSelector((state) => selectCartCount(state) === 0);
  // True on the server and while hydrating its HTML, false for any render of the browser's own.
  const hydrating = useSyncExternalStore(neverChanges, notHydrating, whileHydrating);
  const serverLed = useContext(ServerLedCarouselContext) && hydrating;
  return (
    <WhenNearViewport
      height={AREA_LOADING_HEIGHT}
      watchFrom={cartEmpty ? 'mount' : 'load'}
      nearAtFirst={serverLed && cartEmpty}
    >
      <RemoteSlot id={CAROUSEL_ID} {...(cartEmpty ? { props: { leadImage: true } } : {})} />
    </WhenNearViewport>
  );
}
