import { ActionIcon, Code, Group, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { messages } from '@roteiro/domain/messages/messages';
import { IconCopy } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/** A value to share (referral link, discount code) with a copy button: "Text copied to clipboard." */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t, say } = useT();
  const clipboard = useClipboard();
  const handleCopy = () => {
    clipboard.copy(value);
    toast.success(say(messages, 'textCopied'));
  };
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap" align="center">
        <Code fz="md" px="md" py={8} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {value}
        </Code>
        <Tooltip label={t('affiliate.copy.tooltip')}>
          <ActionIcon
            variant="light"
            size={44}
            onClick={handleCopy}
            aria-label={t('affiliate.copy.label', { what: label.toLowerCase() })}
          >
            <IconCopy size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}
