import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '@docusaurus/Translate';

/** Scrolling the page further than this closes a zoomed image. */
export const ZOOM_SCROLL_OFFSET = 40;
/** Space kept between the zoomed image and the viewport's edges. */
const ZOOM_MARGIN = 24;
/** Matches the transition in image-zoom.css; a fallback in case `transitionend` never comes. */
const ZOOM_DURATION_MS = 300;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Zoom {
  phase: 'opening' | 'open' | 'closing';
  src: string;
  /** Where the zoomed image rests, centred in the viewport. */
  box: Box;
  /** The transform that puts it over the image in the page: where it starts and where it returns. */
  from: string;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The zoomed box (as large as the viewport allows, at most the image's natural size) and the transform back to the image's place. */
function measure(img: HTMLImageElement): { box: Box; from: string } {
  const rect = img.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  const scalable = /\.svg(?:[?#]|$)/i.test(img.currentSrc || img.src) || !img.naturalWidth;
  const maxWidth = Math.min(scalable ? Infinity : Math.max(img.naturalWidth, rect.width), viewportWidth - 2 * ZOOM_MARGIN);
  const maxHeight = Math.min(scalable ? Infinity : Math.max(img.naturalHeight, rect.height), viewportHeight - 2 * ZOOM_MARGIN);
  const scale = Math.max(Math.min(maxWidth / (rect.width || 1), maxHeight / (rect.height || 1)), 0.01);
  const width = rect.width * scale;
  const height = rect.height * scale;
  const box = { left: (viewportWidth - width) / 2, top: (viewportHeight - height) / 2, width, height };
  return { box, from: `translate(${rect.left - box.left}px, ${rect.top - box.top}px) scale(${1 / scale})` };
}

/**
 * Images of Markdown content: lazy loading, asynchronous decoding, and a zoom on click. The zoomed
 * image rests at its full size (sharp) and animates from the page image with a transform (none
 * with reduced motion). It closes on a click, on Escape, or when the page scrolls more than 40 px,
 * and focus then returns to the image. Opt out with the class `notClickable`; images inside links
 * keep the link's behaviour.
 */
export default function ImageZoom({ className, alt, loading = 'lazy', decoding = 'async', onClick, onKeyDown, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const ref = useRef<HTMLImageElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const notClickable = className?.split(/\s+/).includes('notClickable') ?? false;
  // Interactive only once hydrated: the HTML (and a reader without JavaScript) gets a plain image.
  const [zoomable, setZoomable] = useState(false);
  useEffect(() => setZoomable(!notClickable && !ref.current?.parentElement?.closest('a, button')), [notClickable]);

  const [zoom, setZoom] = useState<Zoom | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const returnFocus = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);

  const open = () => {
    const img = ref.current;
    if (!img || zoomRef.current) return;
    returnFocus.current = true;
    setZoom({ phase: reducedMotion() ? 'open' : 'opening', src: img.currentSrc || img.src, ...measure(img) });
  };

  const finish = () => {
    window.clearTimeout(closeTimer.current);
    setZoom(null);
  };

  const close = () => {
    const current = zoomRef.current;
    const img = ref.current;
    if (!current || current.phase === 'closing') return;
    if (!img || reducedMotion()) return finish();
    // Back to where the image is now: the page may have scrolled since it opened.
    setZoom({ ...current, ...measure(img), phase: 'closing' });
    closeTimer.current = window.setTimeout(finish, ZOOM_DURATION_MS + 100);
  };

  // Opening: the first frame shows the zoomed image over the page image; the next one starts the transition.
  useLayoutEffect(() => {
    if (zoom?.phase !== 'opening') return;
    const frame = requestAnimationFrame(() => setZoom((z) => (z && z.phase === 'opening' ? { ...z, phase: 'open' } : z)));
    return () => cancelAnimationFrame(frame);
  }, [zoom?.phase]);

  const isOpen = zoom !== null;
  useEffect(() => {
    if (!isOpen) return;
    dialogRef.current?.focus({ preventScroll: true });
    const startY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > ZOOM_SCROLL_OFFSET) close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        // The dialog has one stop: focus stays in it until it closes.
        event.preventDefault();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', close);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', close);
      document.removeEventListener('keydown', onKey);
    };
    // close reads the current zoom through a ref, so these listeners serve the whole zoom.
  }, [isOpen]);

  useEffect(() => {
    if (isOpen || !returnFocus.current) return;
    returnFocus.current = false;
    ref.current?.focus({ preventScroll: true });
  }, [isOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onImageKeyDown = (event: KeyboardEvent<HTMLImageElement>) => {
    onKeyDown?.(event);
    if (!zoomable || event.defaultPrevented || event.repeat) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) {
      event.preventDefault();
      close();
    }
  };

  const imageStyle: CSSProperties | undefined = zoom ? { ...zoom.box, transform: zoom.phase === 'open' ? 'none' : zoom.from } : undefined;
  const classes = [className, zoomable && 'image-zoom-trigger', zoom && 'image-zoom-source--hidden'].filter(Boolean).join(' ');
  return (
    <>
      <img
        {...rest}
        ref={ref}
        alt={alt}
        loading={loading}
        decoding={decoding}
        className={classes || undefined}
        role={zoomable ? 'button' : undefined}
        tabIndex={zoomable ? 0 : undefined}
        aria-haspopup={zoomable ? 'dialog' : undefined}
        aria-label={zoomable && !alt ? translate({ id: 'theme.ImageZoom.zoomImageAriaLabel', message: 'Zoom image', description: 'The label of an image without alt text that enlarges when pressed' }) : undefined}
        onClick={(event) => {
          onClick?.(event);
          if (zoomable && !event.defaultPrevented) open();
        }}
        onKeyDown={onImageKeyDown}
      />
      {zoom &&
        createPortal(
          <div
            ref={dialogRef}
            className={`image-zoom image-zoom--${zoom.phase}`}
            role="dialog"
            aria-modal="true"
            aria-label={alt ? translate({ id: 'theme.ImageZoom.zoomedAltAriaLabel', message: '{alt} (zoomed)', description: 'The label of an enlarged image, after its alt text' }, { alt }) : translate({ id: 'theme.ImageZoom.zoomedImageAriaLabel', message: 'Zoomed image', description: 'The label of an enlarged image without alt text' })}
            tabIndex={-1}
            onClick={close}
            onKeyDown={onDialogKeyDown}
          >
            <div className="image-zoom-backdrop" />
            <img
              className="image-zoom-image"
              src={zoom.src}
              alt={alt ?? ''}
              decoding="async"
              style={imageStyle}
              onTransitionEnd={(event) => {
                if (event.propertyName === 'transform' && zoomRef.current?.phase === 'closing') finish();
              }}
            />
          </div>,
          document.body,
        )}
    </>
  );
}
