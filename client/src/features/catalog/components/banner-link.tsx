import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Banners link inside the shop with the router and elsewhere with a plain anchor. */
export function BannerLink({ url, className, children, label }: { url: string; className?: string; children: ReactNode; label?: string }) {
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} aria-label={label} rel="noopener">
      {children}
    </a>
  );
}
