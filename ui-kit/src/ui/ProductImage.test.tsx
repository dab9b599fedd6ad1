import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PLACEHOLDER_TEA_IMAGE } from '../images/imageUrl';
import { ProductImage } from './ProductImage';

describe('ProductImage', () => {
  it('renders a lazy image in a box of its aspect ratio', () => {
    render(<ProductImage src="/img/sencha.png" alt="Sencha" width={512} height={384} />);
    const image = screen.getByRole('img', { name: 'Sencha' });
    expect(image).toHaveAttribute('src', '/img/sencha.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '512');
    expect(image).toHaveAttribute('height', '384');
    expect(image.parentElement).toHaveStyle({ aspectRatio: '512 / 384' });
  });

  it('caps the frame at the source width, or fills its container with `fill`', () => {
    const { rerender } = render(<ProductImage src="/img/a.png" alt="A" width={800} height={600} />);
    const frame = () => screen.getByRole('img').parentElement as HTMLElement;
    expect(frame().style.width).toBe('800px');
    expect(frame()).not.toHaveClass('fill');
    rerender(<ProductImage src="/img/a.png" alt="A" width={800} height={600} fill />);
    expect(frame().style.width).toBe('');
    expect(frame()).toHaveClass('fill');
    expect(frame()).toHaveStyle({ aspectRatio: '800 / 600' });
  });

  it('falls back to the placeholder once, without looping', () => {
    render(<ProductImage src="/img/broken.png" alt="Sencha" width={100} height={100} loading="eager" />);
    const image = screen.getByRole('img', { name: 'Sencha' });
    expect(image).toHaveAttribute('loading', 'eager');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_TEA_IMAGE);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_TEA_IMAGE);
  });

  it('tries a new src again after a fallback', () => {
    const { rerender } = render(<ProductImage src="/img/broken.png" alt="Tea" width={10} height={10} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ProductImage src="/img/other.png" alt="Tea" width={10} height={10} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/img/other.png');
  });

  it('uses the placeholder for an empty src', () => {
    render(<ProductImage src="" alt="Tea" width={10} height={10} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', PLACEHOLDER_TEA_IMAGE);
  });

  // The page's paint gate is one per module: the first held image below waits for it, later ones find it open.
  describe('holdUntilPainted', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('without it, the image is in the first render and no frame is waited for', () => {
      const frames = jest.spyOn(window, 'requestAnimationFrame');
      render(<ProductImage src="/img/main.png" alt="Main" width={800} height={800} />);
      expect(screen.getByRole('img', { name: 'Main' })).toHaveAttribute('src', '/img/main.png');
      expect(frames).not.toHaveBeenCalled();
    });

    it('asks for the images only after the next frame has been painted, their frames holding the place', () => {
      const frames = jest.spyOn(window, 'requestAnimationFrame');
      render(
        <>
          <ProductImage src="/img/one.png" alt="One" width={512} height={512} holdUntilPainted />
          <ProductImage src="/img/two.png" alt="Two" width={512} height={512} holdUntilPainted />
        </>,
      );
      expect(screen.queryAllByRole('img')).toHaveLength(0);
      expect(document.querySelector('span')).toHaveStyle({ aspectRatio: '512 / 512' });
      expect(frames).toHaveBeenCalledTimes(1);
      // The frame callback runs before that frame's paint: still held.
      act(() => jest.advanceTimersToNextFrame());
      expect(screen.queryAllByRole('img')).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('img', { name: 'One' })).toHaveAttribute('src', '/img/one.png');
      expect(screen.getByRole('img', { name: 'Two' })).toHaveAttribute('src', '/img/two.png');
    });

    it('on the server, a held image is in the HTML only for a reader without script', () => {
      const html = renderToString(
        <ProductImage src="/img/thumb.png" alt="Thumb" width={512} height={512} holdUntilPainted />,
      );
      expect(html).toMatch(/<noscript><img [^>]*src="\/img\/thumb.png"/);
      expect(html.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('<img');
    });

    it('once the page has painted, a held image mounted later (a tab, a slide) shows at once', () => {
      render(<ProductImage src="/img/tab.png" alt="Tab" width={10} height={10} holdUntilPainted />);
      expect(screen.getByRole('img', { name: 'Tab' })).toHaveAttribute('src', '/img/tab.png');
    });
  });
});
