import { type ReactNode, useEffect, useRef, useState } from 'react';

type TWhenOnScreenProps = {
  /** Shown (with the same size) until the place comes near the screen. */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Renders `children` only once their place comes within a screen of the viewport, so heavy parts further
 * down a page (a map and its code) are not downloaded by visitors who never scroll to them.
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
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return <div ref={anchor}>{isNear ? children : placeholder}</div>;
}
