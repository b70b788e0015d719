import { useCallback, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useRouter, type AnyRouter } from '@tanstack/react-router';
import { parseSearch } from '../../lib/search-params';

/** True when a path (query and hash ignored) matches one of the app's routes. */
export function isKnownPath(router: AnyRouter, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] || '/';
  const [, , found] = router.getMatchedRoutes(pathname);
  return Boolean(found) && found?.id !== '__root__';
}

export function useIsKnownPath(): (path: string) => boolean {
  const router = useRouter();
  return useCallback((path: string) => isKnownPath(router, path), [router]);
}

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
  /**
   * What a path the app has no page for becomes: 'text' for menu entries (docs/product.md §2: only menu paths
   * that match a known page are navigable), 'anchor' for fixed links, which load the address
   * from the server and keep working when the page is added.
   */
  fallback?: 'text' | 'anchor';
}

/** A link to a path that comes from data (menus) or may not have a page yet. */
export function AppLink({ to, children, fallback = 'anchor', className, ...rest }: AppLinkProps) {
  const known = useIsKnownPath()(to);
  if (known) {
    const [withoutHash = '', hash] = to.split('#');
    const [pathname = '/', query] = withoutHash.split('?');
    return (
      <Link
        {...rest}
        className={className}
        to={pathname as never}
        search={(query ? parseSearch(query) : {}) as never}
        hash={hash}
        activeProps={{ 'aria-current': 'page' } as never}
      >
        {children}
      </Link>
    );
  }
  if (fallback === 'text') return <span className={className}>{children}</span>;
  return (
    <a {...rest} className={className} href={to}>
      {children}
    </a>
  );
}
