import type { ComponentProps } from 'react';
import { ThemedComponent } from '@docusaurus/theme-common';

/** An image with one source per colour mode; the one of the page's mode shows. */
export default function ThemedImage({ sources, className, alt, ...props }: { sources: { light: string; dark: string } } & ComponentProps<'img'>) {
  return <ThemedComponent className={className}>{({ theme, className: themed }) => <img key={theme} src={sources[theme]} alt={alt} className={themed} {...props} />}</ThemedComponent>;
}
