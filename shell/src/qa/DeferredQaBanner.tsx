import { DeferredView, deferred } from '@sencha/ui-kit';
import type { OverrideRefusal } from '../remotes/qaOverrides';
import type { RemoteEntries } from '../remotes/remoteRegistry';
import type { QaStatus } from './qaMode';

/** Only QA ever sees the banner: its code is fetched in QA mode only (docs/architecture.md#deferred-code). */
const banner = deferred(() =>
  import(/* webpackChunkName: "deferred-qa-banner" */ './QaOverridesBanner').then(
    (module) => module.QaOverridesBanner,
  ),
);

export interface QaBannerProps {
  qa: QaStatus;
  overrides: RemoteEntries;
  refused: readonly OverrideRefusal[];
}

/** Whenever QA mode is on, even with nothing overridden: QA must see that it is on, and be able to leave. */
export function DeferredQaBanner({ qa, overrides, refused }: QaBannerProps) {
  if (!qa.active) return null;
  return (
    <DeferredView
      source={banner}
      props={{ qa, overrides, refused }}
      fallback={null}
      what="The QA mode banner"
    />
  );
}
