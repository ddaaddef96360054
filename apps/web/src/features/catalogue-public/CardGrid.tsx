import { Alert, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

const cols = { base: 1, xs: 2, md: 3 };

type TCardGridProps<T> = {
  /** Undefined while loading. */
  items: T[] | undefined;
  /** `position` is the item's place in the list (the first ones are on screen at once). */
  renderItem: (item: T, position: number) => ReactNode;
  skeletons: number;
  skeletonHeight: number;
  loadingLabel?: string;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyText: ReactNode;
};

/** A responsive list of catalogue cards, with skeletons while loading and a clear empty state. */
export function CardGrid<T extends { id: string }>({
  items,
  renderItem,
  skeletons,
  skeletonHeight,
  loadingLabel,
  emptyIcon,
  emptyTitle,
  emptyText,
}: TCardGridProps<T>) {
  if (!items) {
    return (
      <SimpleGrid cols={cols} spacing="lg" aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={skeletonHeight} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (items.length === 0) {
    return (
      <Alert variant="light" color="azulejo" icon={emptyIcon} title={emptyTitle}>
        {emptyText}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, position) => (
        <li key={item.id}>{renderItem(item, position)}</li>
      ))}
    </SimpleGrid>
  );
}
