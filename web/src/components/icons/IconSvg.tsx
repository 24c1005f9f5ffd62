import type { SVGProps } from 'react';

export type IconSvgProps = { size?: number } & SVGProps<SVGSVGElement>;

/** One decorative line icon (24x24, stroke = currentColor): the control around it carries the accessible name. */
export function IconSvg({ d, size = 20, ...rest }: { d: string } & IconSvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
