import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Tags the server wrote into the head of the page first asked for (server/html/head-tags.ts). */
const SERVER_HEAD = '[data-server-head]';

/**
 * The server's title and meta tags give way to the app's own (page-meta, the shell's title) as it starts; its canonical
 * and language links and structured data describe the address first asked for, so they stay until another is shown.
 */
export function dropServerTitleAndMeta(): void {
  for (const element of document.head.querySelectorAll(`title${SERVER_HEAD}, meta${SERVER_HEAD}`)) element.remove();
}

/** Removes the rest of the server's head once the visitor moves to another page. */
export function useServerHeadUntilNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const element of document.head.querySelectorAll(SERVER_HEAD)) element.remove();
  }, [pathname]);
}
