import type { ImgHTMLAttributes } from 'react';

/** One width of an image, as plugin-ideal-image writes them. */
export interface SrcType {
  path: string;
  width: number;
  height: number;
}

/** What an imported PNG or JPEG is with plugin-ideal-image. */
export interface SrcImage {
  src: string;
  width: number;
  height: number;
  images: SrcType[];
  srcSet?: string;
}

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** `import img from './x.png'` or `require('./x.png')`; a plain URL works too. */
  img: { preSrc?: string; src: SrcImage } | { default: unknown } | string;
}

/**
 * Docusaurus's `@theme/IdealImage`: the image at the width the screen needs, from the widths the
 * build wrote (`srcset`, up to its largest), at its own size so the page does not shift as it
 * loads, lazily, over a blurred placeholder. A plain URL (an image the plugin did not process) is
 * shown as it is.
 */
export default function IdealImage({ img, alt, style, ...rest }: IdealImageProps) {
  const given = typeof img === 'object' && img !== null && 'default' in img ? (img.default as IdealImageProps['img']) : img;
  if (typeof given === 'string' || !given || typeof given !== 'object' || !('src' in given)) {
    return <img src={typeof given === 'string' ? given : undefined} alt={alt ?? ''} loading="lazy" decoding="async" style={style} {...rest} />;
  }
  const { src, preSrc } = given;
  const largest = src.images[src.images.length - 1] ?? { path: src.src, width: src.width, height: src.height };
  return (
    <img
      className="ideal-image"
      src={largest.path}
      srcSet={src.images.map((i) => `${i.path} ${i.width}w`).join(', ')}
      sizes={`(max-width: ${largest.width}px) 100vw, ${largest.width}px`}
      width={largest.width}
      height={largest.height}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      style={{ maxWidth: '100%', height: 'auto', ...(preSrc && { backgroundImage: `url(${preSrc})`, backgroundSize: 'cover' }), ...style }}
      {...rest}
    />
  );
}
