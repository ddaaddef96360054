import {
  ActionIcon,
  Button,
  Code,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { embedPath, embedSnippet, type TEmbedSettings } from '@roteiro/domain/distribution/embed';
import { messages } from '@roteiro/domain/messages/messages';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorText, fieldText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import './embedTexts.ts';
import { useAddEmbedOriginMutation, useRemoveEmbedOriginMutation } from './embedQueries.ts';

const ALL = 'all';

/** The snippet to copy: the box of one activity or of all of the owner's, with a copy button. */
function SnippetField({ settings }: { settings: TEmbedSettings }) {
  const { t, say } = useT();
  const clipboard = useClipboard();
  const [activityId, setActivityId] = useState<string>(ALL);
  const path = embedPath(settings.owner, {
    activityId: activityId === ALL ? null : activityId,
    referralCode: settings.referralCode,
  });
  const snippet = embedSnippet(window.location.origin, path, t('account.embed.frameTitle'));
  return (
    <Stack gap="sm">
      <Select
        label={t('account.embed.which')}
        data={[
          { value: ALL, label: t('account.embed.allActivities') },
          ...settings.activities.map((activity) => ({ value: activity.id, label: activity.title })),
        ]}
        value={activityId}
        onChange={(value) => setActivityId(value ?? ALL)}
        allowDeselect={false}
        searchable
      />
      <div>
        <Text size="sm" fw={600} mb={4} id="embed-snippet-label">
          {t('account.embed.snippet')}
        </Text>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Code
            block
            fz="sm"
            aria-labelledby="embed-snippet-label"
            data-testid="embed-snippet"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', minWidth: 0, flex: 1 }}
          >
            {snippet}
          </Code>
          <Button
            variant="light"
            onClick={() => {
              clipboard.copy(snippet);
              toast.success(say(messages, 'textCopied'));
            }}
          >
            {t('account.embed.copy')}
          </Button>
        </Group>
      </div>
    </Stack>
  );
}

/** The sites allowed to frame the box: the list, each with a remove button, and a field to add one. */
function OriginsForm({ settings }: { settings: TEmbedSettings }) {
  const texts = useT();
  const { t } = texts;
  const [origin, setOrigin] = useState('');
  const add = useAddEmbedOriginMutation(settings.owner.kind);
  const remove = useRemoveEmbedOriginMutation(settings.owner.kind);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(origin, {
      onSuccess: () => {
        setOrigin('');
        toast.success(t('account.embed.added'));
      },
    });
  };
  const error = add.isError
    ? (fieldText(add.error, 'origin', texts) ?? errorText(add.error, texts))
    : undefined;
  return (
    <Stack gap="sm">
      {settings.origins.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('account.embed.noOrigins')}
        </Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-label={t('account.embed.originsLabel')}>
          {settings.origins.map((item) => (
            <List.Item key={item.id}>
              <Group gap="xs" wrap="nowrap">
                <Code style={{ overflowWrap: 'anywhere' }}>{item.origin}</Code>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  aria-label={t('account.embed.remove', { origin: item.origin })}
                  loading={remove.isPending && remove.variables === item.id}
                  onClick={() =>
                    remove.mutate(item.id, { onError: (failure) => toast.danger(errorText(failure, texts)) })
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('account.embed.originLabel')}
            description={t('account.embed.originHint')}
            placeholder="https://www.example.pt"
            value={origin}
            onChange={(event) => {
              setOrigin(event.currentTarget.value);
              add.reset();
            }}
            error={error}
            style={{ flex: '1 1 16rem' }}
            inputMode="url"
          />
          <Button type="submit" mt={{ base: 0, xs: 46 }} loading={add.isPending}>
            {t('account.embed.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** The booking box settings of a company or an affiliate: the snippet to copy and the sites allowed to show it. */
export function BookingBoxSettings({ settings }: { settings: TEmbedSettings }) {
  const { t } = useT();
  return (
    <Stack gap="lg">
      <Text>{t('account.embed.intro')}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={3} fz="h4">
            {t('account.embed.sitesTitle')}
          </Title>
          <Text size="sm">{t('account.embed.sitesIntro')}</Text>
          <OriginsForm settings={settings} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={3} fz="h4">
            {t('account.embed.snippetTitle')}
          </Title>
          <SnippetField settings={settings} />
        </Stack>
      </Paper>
    </Stack>
  );
}
