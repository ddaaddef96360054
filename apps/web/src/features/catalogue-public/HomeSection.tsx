import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeadingWithIntro } from '../../shared/ui/HeadingWithIntro.tsx';

type THomeSectionProps = { id: string; title: string; intro: string; children: ReactNode };

/** A section of the home page, named by its level-2 heading (`id` is the heading's). */
export function HomeSection({ id, title, intro, children }: THomeSectionProps) {
  return (
    <Stack gap="lg" component="section" aria-labelledby={id}>
      <HeadingWithIntro order={2} id={id} title={title} intro={intro} />
      {children}
    </Stack>
  );
}
