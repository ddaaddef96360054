import { Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';

type TAuthFrameProps = { maw?: number; children: ReactNode };

/** The frame of the sign-in and registration pages (no navbar or footer): tiles, the logo and a centred card. */
export function AuthFrame({ maw = 440, children }: TAuthFrameProps) {
  return (
    <Box className="azulejo-pattern" mih="100dvh" py={{ base: 24, sm: 56 }} px="md">
      <Center>
        <Stack w="100%" maw={maw} gap="lg">
          <Center>
            <Logo to="/home" inverted />
          </Center>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="lg">
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
