import { Center, Loader } from '@mantine/core';

/** A centred loader for a page (or a guard) that is waiting for data. */
export function PageLoader() {
  return (
    <Center mih="50vh" py="xl" role="status" aria-label="Loading">
      <Loader size="lg" />
    </Center>
  );
}
