import { Text, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';

type THeadingWithIntroProps = {
  title: string;
  intro: ReactNode;
  order: TitleOrder;
  size?: TitleSize;
  id?: string;
};

/** A heading with a dimmed line of introduction under it. */
export function HeadingWithIntro({ title, intro, order, size, id }: THeadingWithIntroProps) {
  return (
    <div>
      <Title order={order} size={size} id={id}>
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {intro}
      </Text>
    </div>
  );
}
