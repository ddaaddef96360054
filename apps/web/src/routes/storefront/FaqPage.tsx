import { Accordion, Alert, Anchor, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import { IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { Link } from 'react-router';
import { FAQ_TOPICS, searchFaq } from '../../features/faq/faqEntries.ts';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { PopularActivities } from '../../features/storefront-pages/PopularActivities.tsx';
import { EXTERNAL_LINKS } from '../../shared/lib/externalLinks.ts';

/** /frequently-asked-questions: the questions by topic, searchable, with answers from the product's own rules. */
export function FaqPage() {
  const [search, setSearch] = useState('');
  const [openIds, setOpenIds] = useState<string[]>([]);
  const topics = searchFaq(FAQ_TOPICS, search);
  const matches = topics.reduce((sum, topic) => sum + topic.entries.length, 0);

  const handleSearch = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setSearch(next);
    // While searching, every answer found is open; clearing the search folds them again.
    setOpenIds(
      next.trim()
        ? searchFaq(FAQ_TOPICS, next).flatMap((topic) => topic.entries.map((entry) => entry.id))
        : [],
    );
  };

  return (
    <>
      <PageHero
        title={STATIC_PAGES.faq.title}
        intro="Booking, tickets, refunds, guides and affiliates: the answers to what travellers and partners ask us most."
      />
      <Container size="md" py="xl">
        <Stack gap="xl">
          <TextInput
            type="search"
            label="Search the questions"
            placeholder="refund, QR code, transfer…"
            value={search}
            onChange={handleSearch}
            leftSection={<IconSearch size={18} aria-hidden />}
            size="md"
          />
          <Text c="dimmed" aria-live="polite" mt={-16}>
            {search.trim()
              ? `${matches} ${matches === 1 ? 'question matches' : 'questions match'} your search`
              : `${matches} questions in ${topics.length} topics`}
          </Text>
          {topics.length === 0 && (
            <Alert variant="light" color="azulejo" title="No question matches your search">
              Try other words, or ask us directly:{' '}
              <Anchor href={EXTERNAL_LINKS.whatsApp} target="_blank" rel="noopener noreferrer">
                chat with us on WhatsApp
              </Anchor>
              .
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
          <PopularActivities
            title="Popular tours"
            intro="Questions answered? Here are a few of our favourite tours."
          />
        </Stack>
      </Container>
    </>
  );
}
