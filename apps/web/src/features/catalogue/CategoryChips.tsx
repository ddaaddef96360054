import { Button, Group } from '@mantine/core';
import { CATEGORY_KEYS, categoryName } from '@roteiro/domain/catalogue/categories';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { CATEGORY_ICONS } from './categoryIcons.ts';

/** The 18 categories as chips leading to the matching activities on /discover. */
export function CategoryChips() {
  const { locale } = useT();
  return (
    <Group component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {CATEGORY_KEYS.map((key) => {
        const CategoryIcon = CATEGORY_ICONS[key];
        return (
          <li key={key}>
            <Button
              component={Link}
              to={`/discover?category=${key}`}
              variant="default"
              radius="xl"
              leftSection={<CategoryIcon size={18} stroke={1.7} aria-hidden />}
              styles={{ section: { color: 'var(--mantine-color-terracotta-7)' } }}
            >
              {categoryName(key, locale)}
            </Button>
          </li>
        );
      })}
    </Group>
  );
}
