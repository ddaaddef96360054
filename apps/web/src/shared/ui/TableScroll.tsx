import { Table } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A table that scrolls sideways below `minWidth` (phones). Where nothing inside it takes the keyboard focus (no
 * link, button or row that opens, or none shown at this width), the scrolling area itself does, with the focus ring
 * and named by `label` for screen readers, so the table can still be scrolled from the keyboard (WCAG 2.1.1, axe's
 * scrollable-region-focusable). Where something inside does, the area adds no extra stop to the Tab order.
 */
export function TableScroll({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  // After every render (rows change) and when the width changes (columns shown only on larger screens).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) {
      return;
    }
    const update = () => {
      const hasFocusable = [...viewport.querySelectorAll<HTMLElement>(FOCUSABLE)].some(
        (element) => element.getClientRects().length > 0,
      );
      if (hasFocusable) {
        viewport.removeAttribute('tabindex');
        viewport.removeAttribute('role');
        viewport.removeAttribute('aria-label');
      } else {
        viewport.tabIndex = 0;
        viewport.setAttribute('role', 'region');
        viewport.setAttribute('aria-label', label);
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    return () => observer.disconnect();
  });
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportRef, viewportProps: { className: 'mantine-focus-auto' } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
