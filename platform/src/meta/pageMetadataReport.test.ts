import { reportPageMetadata, setPageMetadataSink } from './pageMetadataReport';

describe('reportPageMetadata', () => {
  afterEach(() => setPageMetadataSink(null));

  it('hands a page’s metadata to the sink the render server set', () => {
    const seen: string[] = [];
    setPageMetadataSink((meta) => seen.push(meta.title));
    reportPageMetadata({ title: 'Sencha Fukamushi' });
    reportPageMetadata({ title: 'Gyokuro' });
    expect(seen).toEqual(['Sencha Fukamushi', 'Gyokuro']);
  });

  it('goes nowhere without a sink (the browser)', () => {
    const seen: string[] = [];
    setPageMetadataSink((meta) => seen.push(meta.title));
    setPageMetadataSink(null);
    expect(() => reportPageMetadata({ title: 'Matcha' })).not.toThrow();
    expect(seen).toEqual([]);
  });
});
