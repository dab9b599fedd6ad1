/**
 * The two image flags' defaults, a module of their own (`@sencha/platform/image-flag-defaults`): the shell's
 * boot script needs only these, and the rest of FLAG_DEFAULTS (the coming-soon texts) would be its bytes.
 */
export const IMAGE_FLAG_DEFAULTS = {
  'disable-s3-images': false,
  'disable-image-transforms': false,
} as const;
