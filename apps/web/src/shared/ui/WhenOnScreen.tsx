import { type ReactNode, useEffect, useRef, useState } from 'react';

type TWhenOnScreenProps = {
  /** Shown (with the same size) until the place comes near the screen. */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Renders `children` only once their place comes on screen (or within 200 px of it), so heavy parts further
 * down a page (a map and its code) are not downloaded, nor run while the page starts, for visitors who never
 * scroll to them.
 */
export function WhenOnScreen({ placeholder, children }: TWhenOnScreenProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (isNear || !element) {
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return <div ref={anchor}>{isNear ? children : placeholder}</div>;
}
