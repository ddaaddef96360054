import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../shared/ui/Logo.tsx';

const tapTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

type TRegistrationCardProps = { heading: string; intro: ReactNode; children: ReactNode };

/** The frame of the registration pages (no navbar or footer), like the sign-in pages. */
export function RegistrationCard({ heading, intro, children }: TRegistrationCardProps) {
  return (
    <Box className="azulejo-pattern" mih="100dvh" py={{ base: 24, sm: 56 }} px="md">
      <Center>
        <Stack w="100%" maw={480} gap="lg">
          <Center>
            <Logo to="/home" inverted />
          </Center>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="lg">
            <Stack gap="lg">
              <div>
                <Title order={1} size="h2">
                  {heading}
                </Title>
                <Text c="dimmed" mt={4}>
                  {intro}
                </Text>
              </div>
              {children}
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to="/guider/login" size="sm" style={tapTarget}>
                  Already registered? Sign in
                </Anchor>
                <Anchor component={Link} to="/home" size="sm" style={tapTarget}>
                  Back to Roteiro
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
