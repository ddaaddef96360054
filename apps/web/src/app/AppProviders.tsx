import './storefront.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '../shared/ui/ToastHost.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

type TAppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: TAppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastHost />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
