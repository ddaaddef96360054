import { Box, Button, Chip, Container, Group, Stack, TextInput, Title } from '@mantine/core';
import { CATEGORY_KEYS, isCategoryKey, type TCategoryKey } from '@roteiro/domain/catalogue/categories';
import { categoryName } from '@roteiro/domain/catalogue/categories-pt';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActivityResults } from '../../features/catalogue-public/ActivityResults.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

/** /discover?search=&category= — search every public activity (accent-insensitive) and filter by category. */
export function DiscoverPage() {
  const { t, locale } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const requestedCategory = searchParams.get('category');
  const category: TCategoryKey | undefined = isCategoryKey(requestedCategory) ? requestedCategory : undefined;
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
        </Box>
        <Box style={{ overflowX: 'auto' }}>
          <Chip.Group
            multiple={false}
            value={category ?? ''}
            onChange={(value) => update({ category: value || undefined })}
          >
            <Group gap="xs" wrap="nowrap" pb={4} role="group" aria-label={t('catalogue.discover.categories')}>
              <Chip value="">{t('catalogue.discover.all')}</Chip>
              {CATEGORY_KEYS.map((key) => (
                <Chip key={key} value={key}>
                  {categoryName(key, locale)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Box>
        <ActivityResults
          search={search || undefined}
          category={category}
          emptyText={t('catalogue.discover.empty')}
        />
      </Stack>
    </Container>
  );
}
