import type { ComponentProps, ReactNode } from 'react';

export type IconProps = ComponentProps<'svg'>;

/** A 24×24 icon drawn in the text colour; decorative unless given a label. */
export function svgIcon(name: string, paths: ReactNode) {
  const Icon = ({ width = 20, height = 20, ...props }: IconProps) => (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden={props['aria-label'] ? undefined : true} {...props}>
      {paths}
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}
