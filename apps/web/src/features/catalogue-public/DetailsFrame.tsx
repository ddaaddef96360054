import { Container } from '@mantine/core';
import type { TPublicImage } from '@roteiro/domain/catalogue/public';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ShareBar } from '../../shared/ui/ShareBar.tsx';
import { DetailsState } from './DetailsState.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

type TDetailsFrameProps<T> = {
  details: UseQueryResult<T, ApiError>;
  children: (data: T) => ReactNode;
};

/** A public details page: its title in the tab, the loading and failure states, then a back bar with sharing. */
export function DetailsFrame<
  T extends { title: string; cover: TPublicImage | null; contentLocale?: TLocale },
>({ details, children }: TDetailsFrameProps<T>) {
  const { locale } = useT();
  useDocumentTitle(details.data?.title);

  if (!details.data) {
    return (
      <DetailsState
        error={details.error}
        onRetry={() => void details.refetch()}
        isRetrying={details.isFetching}
      />
    );
  }
  const { title, cover, contentLocale } = details.data;
  return (
    <Container size="lg" pb="xl">
      <BackBar
        title={title}
        titleLang={contentLocale && contentLocale !== locale ? contentLocale : undefined}
      >
        <ShareBar title={title} imagePath={cover?.card} />
      </BackBar>
      {children(details.data)}
    </Container>
  );
}
