// testTimeout in a project config is ignored when Jest runs several projects from the root: set it here.
jest.setTimeout(60_000);
