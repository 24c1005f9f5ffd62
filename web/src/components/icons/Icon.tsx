import { IconSvg, type IconSvgProps } from './IconSvg';

/**
 * The controls' line icons (24x24, stroke = currentColor), in the client bundles of the shell's controls. Decorative: the
 * control carries the accessible name. The footer's contact and social icons are `ContactIcon` (server-rendered).
 */
const paths = {
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
  heart:
    'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  cart: 'M6 6h15l-1.5 9h-12zM6 6 5 3H2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  whatsapp:
    'M3 21l1.6-4.7A8.5 8.5 0 1 1 7.9 19.6zM8.5 8.5c0 4 3 7 7 7l1.5-1.5-2-1-1 1c-1.2-.4-2.6-1.8-3-3l1-1-1-2z',
  enquiry: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8 9h8M8 13h5',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  chevronDown: 'M6 9l6 6 6-6',
  /** A raised thumb (a cuff, the thumb up, the fingers); 'Not helpful' draws it turned over (reviews.module.css). */
  thumbUp: 'M7 10v11H3V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 21H7',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, ...rest }: { name: IconName } & IconSvgProps) {
  return <IconSvg d={paths[name]} {...rest} />;
}
