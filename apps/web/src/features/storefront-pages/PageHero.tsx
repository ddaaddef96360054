import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TPageHeroProps = { title: string; intro: ReactNode; children?: ReactNode };

/** The opening band of an information page: its h1, a line of introduction and its call to action. */
export function PageHero({ title, intro, children }: TPageHeroProps) {
  return (
    <Box component="section" className="azulejo-pattern" c="white" py={{ base: 40, sm: 64 }}>
      <Container size="lg">
        <Stack gap="md" maw={720}>
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="azulejo.0">
            {intro}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
