import {
  imageSettingsOf,
  imageUrl,
  rewriteImageUrl,
  transformImageUrl,
  transformOptionsString,
  type ImageUrlSettings,
} from './imageUrl';

const settings: ImageUrlSettings = {
  staticImageHost: 'https://static.senchatea.test/',
  fileHost: 'https://files.example-bucket.test',
  disableS3Images: false,
  disableTransforms: false,
  transformPrefix: '',
};

describe('rewriteImageUrl', () => {
  it('maps file-host addresses to the static host under rt/', () => {
    expect(rewriteImageUrl('https://files.example-bucket.test/teas/sencha.png', settings)).toBe(
      'https://static.senchatea.test/rt/teas/sencha.png',
    );
  });

  it('maps /assets/ paths to the static host under fe/', () => {
    expect(rewriteImageUrl('/assets/images/hero.webp', settings)).toBe(
      'https://static.senchatea.test/fe/assets/images/hero.webp',
    );
  });

  it('keeps addresses when disable-s3-images is on or there is no static host', () => {
    const url = 'https://files.example-bucket.test/teas/sencha.png';
    expect(rewriteImageUrl(url, { ...settings, disableS3Images: true })).toBe(url);
    expect(rewriteImageUrl('/assets/a.png', { ...settings, staticImageHost: null })).toBe('/assets/a.png');
  });

  it('leaves other addresses alone', () => {
    expect(rewriteImageUrl('/images/x.png', settings)).toBe('/images/x.png');
    expect(rewriteImageUrl('https://elsewhere.test/a.png', settings)).toBe('https://elsewhere.test/a.png');
  });
});

describe('transformImageUrl', () => {
  it('builds /cdn-cgi/image/ with the options joined by commas', () => {
    expect(transformOptionsString({ width: 512, height: 300.4, format: 'webp' })).toBe(
      'width=512,height=300,format=webp',
    );
    expect(transformImageUrl('/images/x.png', { width: 512, format: 'auto' }, settings)).toBe(
      '/cdn-cgi/image/width=512,format=auto/images/x.png',
    );
  });

  it('returns the source when transforms are disabled or there are no options', () => {
    expect(transformImageUrl('/images/x.png', { width: 512 }, { ...settings, disableTransforms: true })).toBe(
      '/images/x.png',
    );
    expect(transformImageUrl('/images/x.png', {}, settings)).toBe('/images/x.png');
    expect(transformImageUrl('', { width: 512 }, settings)).toBe('');
  });

  it('puts the environment prefix in front', () => {
    expect(
      transformImageUrl(
        '/images/x.png',
        { width: 128 },
        { ...settings, transformPrefix: 'https://img.test/' },
      ),
    ).toBe('https://img.test/cdn-cgi/image/width=140/images/x.png');
  });

  it('never transforms twice', () => {
    const once = transformImageUrl('/images/x.png', { width: 512 }, settings);
    expect(transformImageUrl(once, { width: 256 }, settings)).toBe(once);
    expect(imageUrl(once, { width: 256 }, settings)).toBe(once);
  });

  it('rewrites, then transforms with format=auto', () => {
    expect(imageUrl('/assets/x.png', { width: 512 }, { ...settings, fileHost: null })).toBe(
      'https://static.senchatea.test/cdn-cgi/image/width=512,format=auto/fe/assets/x.png',
    );
    expect(imageUrl('/images/x.png', { width: 800 }, { ...settings, disableTransforms: true })).toBe(
      '/images/x.png',
    );
  });
});

describe('transform sizes', () => {
  it('snaps widths and heights to the shared list the API renders', () => {
    expect(transformOptionsString({ width: 513, height: 1 })).toBe('width=600,height=70');
    expect(transformOptionsString({ width: 10_000 })).toBe('width=2560');
  });
});

describe('imageSettingsOf', () => {
  const config = {
    staticImageHost: 'https://static.example',
    fileHost: 'https://files.example',
    imageTransforms: true,
    imageTransformPrefix: '/img',
  };
  const flagsOff = { 'disable-s3-images': false, 'disable-image-transforms': false };

  it('takes the hosts and prefix from the config and the switches from the flags', () => {
    expect(imageSettingsOf(config, flagsOff)).toEqual({
      staticImageHost: 'https://static.example',
      fileHost: 'https://files.example',
      disableS3Images: false,
      disableTransforms: false,
      transformPrefix: '/img',
    });
    expect(imageSettingsOf(config, { ...flagsOff, 'disable-s3-images': true }).disableS3Images).toBe(true);
  });

  it('turns transforms off by the flag or by an environment without a transform service', () => {
    expect(imageSettingsOf(config, { ...flagsOff, 'disable-image-transforms': true }).disableTransforms).toBe(
      true,
    );
    expect(imageSettingsOf({ ...config, imageTransforms: false }, flagsOff).disableTransforms).toBe(true);
  });
});
