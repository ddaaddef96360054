import { Anchor, Badge, Box, Group, Modal, Stack, Text } from '@mantine/core';
import { linkify } from './linkify.ts';
import type { TDevMailboxItem } from './useDevMailboxQuery.ts';

type TMailboxMessageModalProps = {
  message: TDevMailboxItem | null;
  onClose: () => void;
  formatDate: (iso: string) => string;
};

/** One stored message, links clickable. */
export function MailboxMessageModal({ message, onClose, formatDate }: TMailboxMessageModalProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={message?.subject || '(no subject)'} size="lg">
      {message && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{message.channel}</Badge>
            <Text size="sm">To {message.recipient}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(message.createdAt)}
          </Text>
          <Box
            component="pre"
            p="md"
            bg="gray.0"
            style={{
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontFamily: 'inherit',
              fontSize: 'var(--mantine-font-size-sm)',
              borderRadius: 'var(--mantine-radius-md)',
              margin: 0,
            }}
          >
            {linkify(message.text).map((part, index) =>
              part.kind === 'link' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
                <Anchor key={index} href={part.href}>
                  {part.href}
                </Anchor>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
                <span key={index}>{part.text}</span>
              ),
            )}
          </Box>
        </Stack>
      )}
    </Modal>
  );
}
