import { Accordion, Alert, Anchor, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import { IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { faqTopics, searchFaq } from '../../features/faq/faqEntries.ts';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { PopularActivities } from '../../features/storefront-pages/PopularActivities.tsx';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { EXTERNAL_LINKS } from '../../shared/lib/externalLinks.ts';

/** /frequently-asked-questions: the questions by topic, searchable, with answers from the product's own rules. */
export function FaqPage() {
  const texts = useT();
  const { t, locale } = texts;
  const allTopics = useMemo(() => faqTopics(texts), [texts]);
  const [search, setSearch] = useState('');
  const [openIds, setOpenIds] = useState<string[]>([]);
  const topics = searchFaq(allTopics, search);
  const matches = topics.reduce((sum, topic) => sum + topic.entries.length, 0);

  const handleSearch = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setSearch(next);
    // While searching, every answer found is open; clearing the search folds them again.
    setOpenIds(
      next.trim()
        ? searchFaq(allTopics, next).flatMap((topic) => topic.entries.map((entry) => entry.id))
        : [],
    );
  };

  return (
    <>
      <PageHero title={staticPageTexts('faq', locale).title} intro={t('faq.page.intro')} />
      <Container size="md" py="xl">
        <Stack gap="xl">
          <TextInput
            type="search"
            label={t('faq.page.searchLabel')}
            placeholder={t('faq.page.searchPlaceholder')}
            value={search}
            onChange={handleSearch}
            leftSection={<IconSearch size={18} aria-hidden />}
            size="md"
          />
          <Text c="dimmed" aria-live="polite" mt={-16}>
            {search.trim()
              ? t('faq.page.matches', { count: matches })
              : t('faq.page.summary', { count: matches, topics: topics.length })}
          </Text>
          {topics.length === 0 && (
            <Alert variant="light" color="azulejo" title={t('faq.page.noMatchTitle')}>
              <T
                id="faq.page.noMatchText"
                components={{
                  0: <Anchor href={EXTERNAL_LINKS.whatsApp} target="_blank" rel="noopener noreferrer" />,
                }}
              />
            </Alert>
          )}
          {topics.map((topic) => (
            <Stack key={topic.id} gap="sm" component="section" aria-labelledby={`faq-${topic.id}`}>
              <Title order={2} fz="h3" id={`faq-${topic.id}`}>
                {topic.title}
              </Title>
              <Accordion multiple value={openIds} onChange={setOpenIds} variant="separated" radius="md">
                {topic.entries.map((entry) => (
                  <Accordion.Item key={entry.id} value={entry.id}>
                    <Accordion.Control>
                      <Text fw={600} component="span">
                        {entry.question}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Text>{entry.answer}</Text>
                      {entry.link && (
                        <Anchor component={Link} to={entry.link.to} fw={600} display="inline-block" mt="xs">
                          {entry.link.label}
                        </Anchor>
                      )}
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          ))}
          <PopularActivities title={t('faq.page.popularTitle')} intro={t('faq.page.popularIntro')} />
        </Stack>
      </Container>
    </>
  );
}
