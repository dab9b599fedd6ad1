import type { RemoteModuleId } from '@sencha/platform';
import { isValidSlug } from '@sencha/ui-kit/slug';

type DataPaths = (params: Record<string, string>) => string[];

const bySlug =
  (prefix: string): DataPaths =>
  ({ slug }) =>
    isValidSlug(slug) ? [`${prefix}${encodeURIComponent(slug)}`] : [];

/** An order id as the API issues them (a UUID); anything else the page itself reports. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byOrderId: DataPaths = ({ orderId = '' }) =>
  ORDER_ID.test(orderId) ? [`/api/order/${encodeURIComponent(orderId)}`] : [];

/**
 * The API reads a page starts with, so the boot script can start them beside the page's code: the same paths
 * the remotes' hooks ask for (mfe-product useTeaItemProduct, mfe-catalog useHomeData, mfe-orders useOrder). If a
 * remote changes its paths, this only stops helping (the page fetches what it needs itself); nothing breaks
 * (docs/architecture.md#boot). A slug the page would refuse is not requested.
 */
export const PAGE_DATA: Partial<Record<RemoteModuleId, DataPaths>> = {
  'catalog/HomePage': () => ['/api/home/carousel', '/api/home/featured'],
  'product/TeaItemPage': bySlug('/api/tea-item/'),
  'product/TeaItemListPage': bySlug('/api/tea/'),
  'orders/OrderStatusPage': byOrderId,
};
