import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { productImageAvifSrcset, productImageSrcset, productThumbnail } from '@/lib/images';
import { wrapIndex, ZOOM_ORIGIN, ZOOM_SCALE, zoomOriginAt, type ZoomOrigin } from './gallery';

type Props = {
  /** De-duplicated image urls, main image first (never empty: the normaliser puts a placeholder). */
  images: string[];
  /** The product's name, for the images' text. */
  name: string;
};

const MAIN_SIZES = '(min-width: 1024px) 600px, 100vw';

/** The product page's gallery: main image, thumbnails, wrapping arrows and click-to-zoom. */
export default function ProductGallery({ images, name }: Props) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState<ZoomOrigin>(ZOOM_ORIGIN);
  const frame = useRef<HTMLDivElement>(null);
  const count = images.length;
  const current = images[index] ?? images[0] ?? '';
  const avif = productImageAvifSrcset(current);

  // A new image starts unzoomed, from the centre.
  useEffect(() => {
    setZoomed(false);
    setOrigin(ZOOM_ORIGIN);
  }, [index]);

  const show = (next: number) => setIndex(wrapIndex(next, 0, count));
  const step = (by: number) => setIndex((i) => wrapIndex(i, by, count));

  const toggleZoom = () => {
    setZoomed((z) => !z);
    setOrigin(ZOOM_ORIGIN);
  };

  const follow = (point: { clientX: number; clientY: number }) => {
    if (!zoomed || !frame.current) return;
    setOrigin(zoomOriginAt(point, frame.current.getBoundingClientRect()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggleZoom();
    } else if (event.key === 'Escape' && zoomed) {
      event.preventDefault();
      setZoomed(false);
      setOrigin(ZOOM_ORIGIN);
    }
  };

  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => follow(event);
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    if (touch) follow(touch);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="product-gallery">
      <div className="relative">
        <div
          ref={frame}
          role="button"
          tabIndex={0}
          aria-pressed={zoomed}
          aria-label={zoomed ? 'Zoom out of the image' : 'Zoom into the image'}
          onClick={toggleZoom}
          onKeyDown={onKeyDown}
          onMouseMove={onMouseMove}
          onTouchMove={onTouchMove}
          className={zoomed ? 'gallery-frame cursor-zoom-out touch-none' : 'gallery-frame cursor-zoom-in'}
          data-testid="gallery-main"
          data-zoomed={zoomed}
        >
          {/* AVIF first where the shop made it (decision 196): a third fewer bytes for the page's largest picture. */}
          <picture key={current} className="contents">
            {avif && <source type="image/avif" srcSet={avif} sizes={MAIN_SIZES} />}
            <img
              src={current}
              srcSet={productImageSrcset(current)}
              sizes={MAIN_SIZES}
              width={960}
              height={960}
              alt={count > 1 ? `${name}, image ${index + 1} of ${count}` : name}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              draggable={false}
              className="gallery-image"
              style={{
                transform: zoomed ? `scale(${ZOOM_SCALE})` : 'scale(1)',
                transformOrigin: `${origin.x}% ${origin.y}%`,
              }}
              data-testid="gallery-image"
            />
          </picture>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Previous image"
              className="gallery-arrow left-2"
            >
              <svg viewBox="0 0 20 20" aria-hidden="true">
                <path d="M12.5 4.5L7 10l5.5 5.5" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next image"
              className="gallery-arrow right-2"
            >
              <svg viewBox="0 0 20 20" aria-hidden="true">
                <path d="M7.5 4.5L13 10l-5.5 5.5" />
              </svg>
            </button>
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {zoomed ? 'Zoomed in. Move the pointer to look around; press Escape to zoom out.' : ''}
      </p>
      {count > 1 && (
        <ul className="gallery-thumbs" aria-label="Product images">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className="gallery-thumb"
              >
                <img
                  {...productThumbnail(url)}
                  sizes="80px"
                  width={80}
                  height={80}
                  loading="lazy"
                  // After the main picture on a slow line: Chromium would raise pictures it finds
                  // on the first screen to high priority, beside the one the shopper looks at.
                  fetchPriority="low"
                  decoding="async"
                  alt=""
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
