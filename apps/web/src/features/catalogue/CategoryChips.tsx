import { Button, Group } from '@mantine/core';
import { CATEGORIES } from '@roteiro/domain/catalogue/categories';
import { Link } from 'react-router';
import { CATEGORY_ICONS } from './categoryIcons.ts';

/** The 18 categories as chips leading to the matching activities on /discover. */
export function CategoryChips() {
  return (
    <Group component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {CATEGORIES.map(({ key, name }) => {
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
              {name}
            </Button>
          </li>
        );
      })}
    </Group>
  );
}
