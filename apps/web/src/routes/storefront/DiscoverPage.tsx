import { Box, Button, Container, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import {
  CATEGORY_KEYS,
  categoryName,
  isCategoryKey,
  type TCategoryKey,
} from '@roteiro/domain/catalogue/categories';
import { IconCheck, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ActivityResults } from '../../features/catalogue-public/ActivityResults.tsx';
import {
  ratingFilterFrom,
  type TActivityListFilter,
} from '../../features/catalogue-public/catalogueQueries.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/**
 * This page with a search, a category and the rating choices (any may be absent); a new choice starts at the first
 * page.
 */
function discoverPath(
  search: string,
  category: TCategoryKey | undefined,
  rating: TActivityListFilter,
): string {
  const params = new URLSearchParams();
  if (search) {
    params.set('search', search);
  }
  if (category) {
    params.set('category', category);
  }
  if (rating.sort) {
    params.set('sort', rating.sort);
  }
  if (rating.minRating) {
    params.set('minRating', String(rating.minRating));
  }
  const query = params.toString();
  return query ? `/discover?${query}` : '/discover';
}

/** The minimum ratings Discover offers (issue 37). */
const MIN_RATINGS = [3, 4] as const;

/**
 * /discover?search=&category=&sort=rating&minRating= — search every public activity (accent-insensitive), filter by
 * category and minimum rating, and sort by rating.
 */
export function DiscoverPage() {
  const { t, locale } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const requestedCategory = searchParams.get('category');
  const category: TCategoryKey | undefined = isCategoryKey(requestedCategory) ? requestedCategory : undefined;
  const rating = ratingFilterFrom(searchParams);
  const [draft, setDraft] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  // The box follows the URL when it changes from outside (back button, a link).
  if (search !== lastSearch) {
    setLastSearch(search);
    setDraft(search);
  }

  const update = (changes: Record<string, string | undefined>) => {
    setSearchParams((params) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value) {
          params.set(name, value);
        } else {
          params.delete(name);
        }
      }
      params.delete('page');
      return params;
    });
  };

  // Before the app has started the form is sent as a GET to this page (the category kept in a hidden field);
  // once started, the app updates the address itself, with what the box holds on screen.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() || undefined });
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>
          {search ? t('catalogue.discover.resultsFor', { search }) : t('common.meta.discover.title')}
        </Title>
        <Box component="form" role="search" action="/discover" method="get" onSubmit={handleSubmit}>
          {category && <input type="hidden" name="category" value={category} />}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('catalogue.discover.searchLabel')}
              placeholder={t('catalogue.discover.searchPlaceholder')}
              name="search"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              leftSection={<IconSearch size={18} aria-hidden />}
              style={{ flex: '1 1 240px' }}
              type="search"
            />
            <Button type="submit" color="terracotta">
              {t('catalogue.home.search')}
            </Button>
          </Group>
          {/* Sent with the search before the app has started; applied at once after. */}
          <Group align="flex-end" gap="sm" wrap="wrap" mt="sm">
            <NativeSelect
              label={t('catalogue.discover.sortLabel')}
              name="sort"
              value={rating.sort ?? ''}
              onChange={(event) => update({ sort: event.currentTarget.value || undefined })}
              data={[
                { value: '', label: t('catalogue.discover.sortRecommended') },
                { value: 'rating', label: t('catalogue.discover.sortRating') },
              ]}
              // Mantine's own chevron needs the combobox's styles, which the storefront's first load leaves out.
              rightSection={<IconChevronDown size={16} aria-hidden />}
              rightSectionPointerEvents="none"
              style={{ flex: '1 1 160px' }}
            />
            <NativeSelect
              label={t('catalogue.discover.minRatingLabel')}
              name="minRating"
              value={rating.minRating ? String(rating.minRating) : ''}
              onChange={(event) => update({ minRating: event.currentTarget.value || undefined })}
              data={[
                { value: '', label: t('catalogue.discover.minRatingAny') },
                ...MIN_RATINGS.map((stars) => ({
                  value: String(stars),
                  label: t('catalogue.discover.minRatingValue', { stars }),
                })),
              ]}
              // Mantine's own chevron needs the combobox's styles, which the storefront's first load leaves out.
              rightSection={<IconChevronDown size={16} aria-hidden />}
              rightSectionPointerEvents="none"
              style={{ flex: '1 1 160px' }}
            />
          </Group>
        </Box>
        {/* The categories are links to this page with the category set (the search kept), so a tap works
            before the app has started too; the chosen one is marked as the current page. */}
        <Box style={{ overflowX: 'auto' }}>
          <Group
            component="ul"
            gap="xs"
            wrap="nowrap"
            pb={4}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('catalogue.discover.categories')}
          >
            {[undefined, ...CATEGORY_KEYS].map((key) => {
              const isChosen = key === category;
              return (
                <li key={key ?? 'all'}>
                  <Button
                    component={Link}
                    to={discoverPath(search, key, rating)}
                    aria-current={isChosen ? 'page' : undefined}
                    variant={isChosen ? 'filled' : 'default'}
                    radius="xl"
                    size="sm"
                    leftSection={isChosen ? <IconCheck size={16} aria-hidden /> : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {key ? categoryName(key, locale) : t('catalogue.discover.all')}
                  </Button>
                </li>
              );
            })}
          </Group>
        </Box>
        <ActivityResults
          search={search || undefined}
          category={category}
          sort={rating.sort}
          minRating={rating.minRating}
          emptyText={t('catalogue.discover.empty')}
        />
      </Stack>
    </Container>
  );
}
