import { render, screen } from '@testing-library/react';
import { CataloguePicture, fallbackWidth, type PictureImage } from './catalogue-picture';

// The addresses as @agency/contracts/catalogue-images builds them (this package does not depend on the contracts).
const url = (id: string, width: number, format: string) => `/api/catalogue/images/${id}/${width}.${format === 'jpeg' ? 'jpg' : format}`;
const srcSet = (image: PictureImage, format: 'avif' | 'webp' | 'jpeg') => image.widths.map((w) => `${url(image.id, w, format)} ${w}w`).join(', ');

const IMAGE: PictureImage = { id: 'ojafresh-shop-1', width: 1600, height: 1000, widths: [360, 640, 960, 1280], alt: 'The OjaFresh web shop on a phone' };

describe('CataloguePicture', () => {
  it('offers AVIF, then WebP, then a JPEG image with its size, alt text and lazy loading', () => {
    const { container } = render(<CataloguePicture image={IMAGE} sizes="(min-width: 1024px) 50vw, 100vw" srcSet={srcSet} url={url} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', srcSet(IMAGE, 'avif'));
    expect(sources[1]).toHaveAttribute('srcset', expect.stringContaining('/api/catalogue/images/ojafresh-shop-1/1280.webp 1280w'));
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    const img = screen.getByRole('img', { name: IMAGE.alt });
    expect(img).toHaveAttribute('src', '/api/catalogue/images/ojafresh-shop-1/960.jpg');
    expect(img).toHaveAttribute('srcset', srcSet(IMAGE, 'jpeg'));
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img.parentElement?.tagName).toBe('PICTURE');
  });

  it('loads an image of the first screen at once', () => {
    render(<CataloguePicture image={IMAGE} sizes="100vw" srcSet={srcSet} url={url} loading="eager" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('names the width nearest a laptop column as the plain src, or the only one there is', () => {
    expect(fallbackWidth([360, 640, 960, 1280, 1920])).toBe(960);
    expect(fallbackWidth([360, 640])).toBe(640);
    expect(fallbackWidth([1280, 1920])).toBe(1280);
  });
});
