import { useEffect } from 'react';

/** The browser tab's title of a screen: "Sold Tickets · Tiraj". */
export const documentTitle = (screen: string) => `${screen} · Tiraj`;

/** Names the tab after the screen while it shows; nothing when `screen` is undefined. */
export function useDocumentTitle(screen: string | undefined) {
  useEffect(() => {
    if (screen) document.title = documentTitle(screen);
  }, [screen]);
}
