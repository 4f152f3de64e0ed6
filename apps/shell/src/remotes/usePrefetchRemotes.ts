import { useEffect } from 'react';
import { prefetchRemotesOf } from './preload';

/** For a component that shows links: prefetch the remotes behind them. */
export function usePrefetchRemotes(links: { to: string }[]) {
  const key = links.map((link) => link.to).join(' ');
  useEffect(() => prefetchRemotesOf(key.split(' ')), [key]);
}
