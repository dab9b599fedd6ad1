import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from '@sencha/platform/react-router';
import {
  ApiError,
  selectCart,
  setShippingAddress,
  setShippingService,
  useAppDispatch,
  useAppSelector,
  type CartRootState,
} from '@sencha/platform';
import type {
  Cart,
  CartValidationResult,
  ShippingAddress,
  ShippingServiceOption,
} from '@sencha/shared/contract';
import { commerceApi, type CommerceApi } from '../commerce/commerceApi';
import { asValidationResult } from '../cart/validationResult';
import {
  ALERTS,
  CART_INVALID_ALERT,
  CART_VALIDATION_FAILED_ALERT,
  VERIFY_FAILED_CONFIRM,
} from '../commerce/messages';
import { useShippingAlerts } from './useShippingAlerts';

/** What the browser asks and tells (window.confirm and window.alert in the shop; fakes in tests). */
export interface Prompts {
  confirm: (message: string) => boolean;
  alert: (message: string) => void;
}

const browserPrompts: Prompts = {
  confirm: (message) => window.confirm(message),
  alert: (message) => window.alert(message),
};

export interface ShippingFlow {
  validatingAddress: boolean;
  loadingServices: boolean;
  validatingCart: boolean;
  /** null until services were asked for the current address. */
  services: ShippingServiceOption[] | null;
  /** A refusal the shopper must act on (e.g. a country we do not ship to), shown next to the address. */
  addressError: string | null;
  validation: CartValidationResult | null;
  /** The address the shopper asked to change: the form opens with it, to be edited rather than retyped. */
  addressDraft: ShippingAddress | undefined;
  submitAddress: (address: ShippingAddress, complete: boolean) => Promise<void>;
  revalidate: () => Promise<void>;
  clearAddress: () => void;
  chooseService: (option: ShippingServiceOption) => void;
  /** After a quantity change or a removal: services again when an address exists. */
  cartChanged: (cart: Cart) => void;
  validate: () => Promise<void>;
}

/**
 * The cart screen's flows (docs/product-rules/cart.md#cart-page): verify an address, then save it and load
 * services; reload services after the cart changes, keeping the chosen one only if still offered; validate
 * before checkout. Every alert's words are the ones that page quotes (messages.ts).
 *
 * One toast per thing the shopper did (the shell shows one at a time, and a new one replaces the current one at
 * once): what the address check found ('Address is Valid', 'Shipping Address Found', the incomplete warning) is
 * the toast of entering or finding an address, and the services appearing under it are the visible result, so
 * 'Shipping Services Updated' is kept for services loaded without such a toast (after a quantity change, or an
 * address the shopper chose to use unconfirmed). Errors always show.
 */
export function useShippingFlow(
  api: CommerceApi = commerceApi,
  prompts: Prompts = browserPrompts,
): ShippingFlow {
  const cart = useAppSelector(selectCart);
  const store = useStore<CartRootState>();
  const dispatch = useAppDispatch();
  const say = useShippingAlerts();
  const navigate = useNavigate();
  const [validatingAddress, setValidatingAddress] = useState(false);
  // A saved address found on arrival loads its services at once: loading from the first render.
  const [loadingServices, setLoadingServices] = useState(() =>
    Boolean(cart.shippingAddress && cart.items.length),
  );
  const [validatingCart, setValidatingCart] = useState(false);
  const [services, setServices] = useState<ShippingServiceOption[] | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [validation, setValidation] = useState<CartValidationResult | null>(null);
  const [addressDraft, setAddressDraft] = useState<ShippingAddress | undefined>(undefined);
  // The newest services request wins: an older, slower answer never replaces it.
  const request = useRef(0);
  /** Set once services were asked for a saved address (on arrival, or after the shopper entered one). */
  const arrived = useRef(false);
  // Bumped when the address is cleared: a check still running then saves nothing.
  const addressEpoch = useRef(0);
  // False once the page is left: late answers change nothing (no toast on /checkout, no cleared service).
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /**
   * Asks for services; every state change happens when the answer arrives (the caller set loadingServices).
   * `announce`: say 'Shipping Services Updated' (false when an address toast of the same step is showing).
   */
  const fetchServices = useCallback(
    (forCart: Cart, announce: boolean): Promise<void> => {
      const id = ++request.current;
      return api.shippingServices(forCart).then(
        (options) => {
          if (id !== request.current || !live.current) return;
          setServices(options);
          setLoadingServices(false);
          setAddressError(null);
          const chosen = forCart.shippingService;
          const still = chosen ? options.find((o) => o.serviceCode === chosen.serviceCode) : undefined;
          dispatch(setShippingService(still));
          if (announce) say(ALERTS.servicesUpdated);
        },
        (error: unknown) => {
          if (id !== request.current || !live.current) return;
          setServices([]);
          setLoadingServices(false);
          dispatch(setShippingService(undefined));
          if (error instanceof ApiError && error.status === 400) setAddressError(error.message);
          else say(ALERTS.servicesError);
        },
      );
    },
    [api, dispatch, say],
  );

  const loadServices = useCallback(
    (forCart: Cart, announce: boolean) => {
      setLoadingServices(true);
      return fetchServices(forCart, announce);
    },
    [fetchServices],
  );

  /** `announced`: the check already raised this step's toast. */
  const saveAddress = useCallback(
    async (address: ShippingAddress, announced: boolean) => {
      arrived.current = true;
      dispatch(setShippingAddress(address));
      // The cart as it is now (a quantity may have changed while the address was being checked).
      await loadServices(selectCart(store.getState()), !announced);
    },
    [dispatch, loadServices, store],
  );

  const verify = useCallback(
    async (address: ShippingAddress, onError: () => 'ask' | 'stop') => {
      setAddressError(null);
      setValidatingAddress(true);
      const epoch = addressEpoch.current;
      try {
        const result = await api.verifyAddress(address);
        if (epoch !== addressEpoch.current || !live.current) return;
        if (result.addressComplete && !result.hasUnconfirmedComponents) {
          say(ALERTS.addressValid);
          await saveAddress(address, true);
          return;
        }
        if (!result.addressComplete) say(ALERTS.addressIncomplete);
        if (prompts.confirm(VERIFY_FAILED_CONFIRM)) await saveAddress(address, !result.addressComplete);
      } catch (error) {
        if (epoch !== addressEpoch.current || !live.current) return;
        if (error instanceof ApiError && error.status === 400) {
          setAddressError(error.message);
          return;
        }
        if (onError() === 'ask' && prompts.confirm(VERIFY_FAILED_CONFIRM)) await saveAddress(address, false);
      } finally {
        setValidatingAddress(false);
      }
    },
    [api, prompts, saveAddress, say],
  );

  const submitAddress = useCallback(
    async (address: ShippingAddress, complete: boolean) => {
      if (!complete) {
        say(ALERTS.noAddress);
        return;
      }
      await verify(address, () => 'ask');
    },
    [say, verify],
  );

  const revalidate = useCallback(async () => {
    if (!cart.shippingAddress) return;
    await verify(cart.shippingAddress, () => {
      say(ALERTS.revalidateError);
      return 'stop';
    });
  }, [cart.shippingAddress, say, verify]);

  const clearAddress = useCallback(() => {
    setAddressDraft(selectCart(store.getState()).shippingAddress);
    request.current += 1;
    addressEpoch.current += 1;
    dispatch(setShippingService(undefined));
    dispatch(setShippingAddress(undefined));
    setServices(null);
    setAddressError(null);
    setLoadingServices(false);
  }, [dispatch, store]);

  const chooseService = useCallback(
    (option: ShippingServiceOption) => dispatch(setShippingService(option)),
    [dispatch],
  );

  const cartChanged = useCallback(
    (changed: Cart) => {
      setValidation(null);
      if (changed.shippingAddress && changed.items.length > 0) void loadServices(changed, true);
    },
    [loadServices],
  );

  const validate = useCallback(async () => {
    if (!cart.shippingAddress) {
      say(ALERTS.noAddress);
      return;
    }
    if (!cart.shippingService) {
      say(ALERTS.noService);
      return;
    }
    setValidatingCart(true);
    try {
      await api.validateCart(cart);
      setValidation(null);
      void navigate('/checkout');
    } catch (error) {
      const result =
        error instanceof ApiError && error.status === 400 ? asValidationResult(error.body) : null;
      if (result) {
        setValidation(result);
        prompts.alert(CART_INVALID_ALERT);
      } else prompts.alert(CART_VALIDATION_FAILED_ALERT);
    } finally {
      setValidatingCart(false);
    }
  }, [api, cart, navigate, prompts, say]);

  // A saved address found on arrival (or once the stored cart is read): say so and load its services, once.
  useEffect(() => {
    if (arrived.current || !cart.shippingAddress || cart.items.length === 0) return;
    arrived.current = true;
    say(ALERTS.addressFound);
    void fetchServices(cart, false);
  }, [cart, fetchServices, say]);

  return {
    validatingAddress,
    loadingServices,
    validatingCart,
    services,
    addressError,
    validation,
    addressDraft,
    submitAddress,
    revalidate,
    clearAddress,
    chooseService,
    cartChanged,
    validate,
  };
}
