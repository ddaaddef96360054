import { Anchor, Badge, Box, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { urlOf } from '@roteiro/domain/api/endpoint';
import { wholeNumber } from '@roteiro/domain/i18n/numbers';
import { devApi } from '@roteiro/domain/ops/dev.api';
import type { TDevMessage } from '@roteiro/domain/ops/ops';
import { useT } from '../../shared/i18n/useT.tsx';
import { linkify } from './linkify.ts';

type TMailboxMessageModalProps = {
  message: TDevMessage | null;
  onClose: () => void;
  formatDate: (iso: string) => string;
};

/** One stored message, links clickable. */
export function MailboxMessageModal({ message, onClose, formatDate }: TMailboxMessageModalProps) {
  const { t, locale } = useT();
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message?.subject || t('admin.mailbox.noSubject')}
      size="lg"
    >
      {message && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{message.channel}</Badge>
            <Text size="sm">{t('admin.mailbox.to', { recipient: message.recipient })}</Text>
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
          {message.attachments.length > 0 && (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('admin.mailbox.attachments')}
              </Text>
              {message.attachments.map((attachment, index) => {
                const href = urlOf(devApi.attachment, { params: { messageId: message.id, index } });
                return (
                  <Group key={href} gap="sm" wrap="nowrap">
                    {attachment.contentType.startsWith('image/') && (
                      <Image src={href} alt={attachment.filename} w={96} h={96} fit="contain" />
                    )}
                    <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
                      {attachment.filename}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t(
                        attachment.cid
                          ? 'admin.mailbox.attachmentSizeInline'
                          : 'admin.mailbox.attachmentSize',
                        {
                          type: attachment.contentType,
                          size: wholeNumber(Math.ceil(attachment.size / 1024), locale),
                        },
                      )}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
