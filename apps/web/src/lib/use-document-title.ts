import { useEffect, useLayoutEffect } from 'react';

/** The browser tab's title of a screen: "Sold Tickets · Tiraj". */
export const documentTitle = (screen: string) => `${screen} · Tiraj`;

/**
 * Names the tab after the screen's heading while it shows; nothing when `screen` is undefined.
 * It runs after the shell's (`useShellDocumentTitle`), so the heading a screen shows wins.
 */
export function useDocumentTitle(screen: string | undefined) {
  useEffect(() => {
    if (screen) document.title = documentTitle(screen);
  }, [screen]);
}

/**
 * The shell's name for the tab (the screen's sidebar entry), for a screen without a heading of its
 * own; set first (a layout effect), so a screen's heading (`useDocumentTitle`) replaces it.
 */
export function useShellDocumentTitle(screen: string | undefined) {
  useLayoutEffect(() => {
    if (screen) document.title = documentTitle(screen);
  }, [screen]);
}
