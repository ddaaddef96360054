import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type TListFooterProps = {
  error: string | undefined;
  addLabel: string;
  onAdd: () => void;
};

/** The end of an editable list of rows (highlights, stops): the list's own error, then the button adding a row. */
export function ListFooter({ error, addLabel, onAdd }: TListFooterProps) {
  return (
    <>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      <Button variant="light" w="fit-content" leftSection={<IconPlus aria-hidden />} onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}
