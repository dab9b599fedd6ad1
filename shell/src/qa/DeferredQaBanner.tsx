import { DeferredView, deferred } from '@sencha/ui-kit';
import type { RemoteEntries } from '../remotes/remoteRegistry';

/** Only QA ever sees the banner: its code is fetched when overrides are active (docs/architecture.md#deferred-code). */
const banner = deferred(() =>
  import(/* webpackChunkName: "deferred-qa-banner" */ './QaOverridesBanner').then(
    (module) => module.QaOverridesBanner,
  ),
);

export function DeferredQaBanner({ overrides }: { overrides: RemoteEntries }) {
  if (Object.keys(overrides).length === 0) return null;
  return (
    <DeferredView source={banner} props={{ overrides }} fallback={null} what="The QA overrides banner" />
  );
}
