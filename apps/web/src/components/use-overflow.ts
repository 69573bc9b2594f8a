import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element's content is wider than the element, kept up to date as
 * either is resized. A table that fits sits in the page (its header sticks
 * under the app's header as the page scrolls); one that does not scrolls
 * sideways in its own box. Measured before the browser paints, so the table
 * never shows in the wrong mode.
 */
export function useOverflow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const content = box.firstElementChild as HTMLElement | null;
      setOverflows(!!content && content.scrollWidth > box.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  });
  return { ref, overflows };
}
