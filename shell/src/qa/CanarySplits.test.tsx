import { render, screen } from '@testing-library/react';
import { RemotesStateContext } from '../remotes/RemotesStateContext';
import type { RemotesState } from '../remotes/setUpRemotes';
import type { LiveFile } from '../remotes/liveEntry';
import { QA_OFF } from './qaMode';
import { CanarySplits } from './CanarySplits';

const release = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

function show(file: LiveFile, overrides: RemotesState['overrides'] = {}) {
  const state: RemotesState = { live: {}, entries: {}, overrides, qa: QA_OFF, refused: [], file };
  render(
    <RemotesStateContext.Provider value={state}>
      <CanarySplits />
    </RemotesStateContext.Provider>,
  );
}

describe('the canary part of /versions', () => {
  it('shows the bucket, each split and the side this browser composes', () => {
    show({
      cohort: 12,
      remotes: {
        catalog: {
          url: release('catalog', '1.1.0'),
          track: 'canary',
          split: { stable: '1.0.0', canary: '1.1.0', percent: 50 },
        },
        product: { url: release('product', '2.0.0'), track: 'stable' },
      },
    });
    expect(screen.getByTestId('cohort')).toHaveTextContent('bucket 12 of 0-99 (cookie sencha_cohort)');
    expect(screen.getByTestId('split-catalog')).toHaveTextContent(
      'catalog: stable 1.0.0, canary 1.1.0 for 50% of browsers. This browser composes the canary.',
    );
    expect(screen.queryByTestId('split-product')).toBeNull();
  });

  it('shows the last demotion with its reason, and a QA override in force instead of a split', () => {
    show(
      {
        cohort: 80,
        remotes: {
          catalog: {
            url: release('catalog', '1.0.0'),
            track: 'stable',
            demoted: { version: '1.1.0', reason: 'error rate 4%', at: '2026-11-02T10:00:00Z' },
          },
          content: {
            url: release('content', '1.0.0'),
            track: 'stable',
            split: { stable: '1.0.0', canary: '1.2.0', percent: 5 },
          },
        },
      },
      { content: release('content', '1.3.0') },
    );
    expect(screen.getByTestId('split-catalog')).toHaveTextContent(
      'catalog: stable 1.0.0 for every browser; canary 1.1.0 demoted at 2026-11-02T10:00:00Z: error rate 4%',
    );
    expect(screen.getByTestId('split-content')).toHaveTextContent(
      'This browser composes a QA override instead.',
    );
  });

  it('says when no canary runs', () => {
    show({ cohort: 3, remotes: { catalog: { url: release('catalog', '1.0.0'), track: 'stable' } } });
    expect(screen.getByText('No canary is running.')).toBeInTheDocument();
  });
});
