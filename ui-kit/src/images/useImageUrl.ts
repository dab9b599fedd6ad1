import { useCallback } from 'react';
import type { ImageTransformOptions } from '@sencha/shared/contract';
import { getRuntimeConfig } from '@sencha/platform';
import { useFlag } from '@sencha/platform';
import { imageSettingsOf, imageUrl, type ImageUrlSettings } from './imageUrl';

export function useImageSettings(): ImageUrlSettings {
  const disableS3Images = useFlag('disable-s3-images');
  const disableTransforms = useFlag('disable-image-transforms');
  return imageSettingsOf(getRuntimeConfig(), {
    'disable-s3-images': disableS3Images,
    'disable-image-transforms': disableTransforms,
  });
}

/** Returns a function that turns a catalogue image address into the one to render at a given width. */
export function useImageUrl(): (url: string, options: ImageTransformOptions) => string {
  const settings = useImageSettings();
  const { staticImageHost, fileHost, disableS3Images, disableTransforms, transformPrefix } = settings;
  return useCallback(
    (url, options) =>
      imageUrl(url, options, {
        staticImageHost,
        fileHost,
        disableS3Images,
        disableTransforms,
        transformPrefix,
      }),
    [staticImageHost, fileHost, disableS3Images, disableTransforms, transformPrefix],
  );
}
