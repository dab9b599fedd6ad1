import releaseVersion from './releaseVersion.json';

/** The release version pattern (docs/releasing.md), as JSON Schema's `pattern` takes it. */
export const RELEASE_VERSION_PATTERN: string = releaseVersion.pattern;

const versionPattern = new RegExp(RELEASE_VERSION_PATTERN);

export const isReleaseVersion = (value: string): boolean => versionPattern.test(value);
