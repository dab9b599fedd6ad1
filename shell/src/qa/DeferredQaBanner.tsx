import { deferred, useDeferred } from '@sencha/ui-kit';
import type { RemoteEntries } from '../remotes/remoteRegistry';

/** Only QA ever sees the banner: its code is fetched when overrides are active (docs/architecture.md#deferred-code). */
const banner = deferred(() =>
  import(/* webpackChunkName: "deferred-qa-banner" */ './QaOverridesBanner').then(
    (module) => module.QaOverridesBanner,
  ),
);

export function DeferredQaBanner({ overrides }: { overrides: RemoteEntries }) {
  const active = Object.keys(overrides).length > 0;
  const Banner = useDeferred(banner, active, 'The QA overrides banner');
  return active && Banner ? <Banner overrides={overrides} /> : null;
}
