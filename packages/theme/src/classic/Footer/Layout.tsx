import type { ReactNode } from 'react';

/** The footer's frame: links, then logo and copyright. `style: 'dark'` keeps it dark in both colour modes. */
export default function FooterLayout({ style, links, logo, copyright }: { style?: 'dark' | 'light'; links?: ReactNode; logo?: ReactNode; copyright?: ReactNode }) {
  return (
    <footer className={['footer', style === 'dark' ? 'footer--dark' : ''].filter(Boolean).join(' ')}>
      {links}
      {logo}
      {copyright}
    </footer>
  );
}
