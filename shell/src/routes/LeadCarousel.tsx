import { createContext, useContext } from 'react';
import { selectCartCount, useAppSelector } from '@sencha/platform';
import { WhenNearViewport } from '@sencha/ui-kit/ui';
import { AREA_LOADING_HEIGHT } from '../remotes/RemoteLoading';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { CAROUSEL_ID } from './routeDefs';

/**
 * Whether the render server renders (or, hydrating, rendered) the carousel under the opening page as its lead
 * content: the cart page of a cart the cart hint says is empty (docs/server-rendering.md#the-empty-cart). The
 * server state tells hydration, so both render the same. It stays for the page's life: turning it off once
 * hydrated would re-render the carousel's area before its code has come, and React would then drop the server's
 * HTML of it and render it anew. So a later visit to an empty cart composes its carousel at once.
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
export function CarouselLeadingWhenCartEmpty() {
  const cartEmpty = useAppSelector((state) => selectCartCount(state) === 0);
  const serverLed = useContext(ServerLedCarouselContext);
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
