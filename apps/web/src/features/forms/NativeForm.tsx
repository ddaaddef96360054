import { Alert, Button, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FORMS, formSchema, type TFormField, type TFormKind } from '@roteiro/domain/forms/forms';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSchemaForm } from '../../shared/lib/useSchemaForm.ts';
import { useSendFormMutation } from './formQueries.ts';

const FAILED = 'Your answer could not be sent. Please try again.';

function Field({
  field,
  form,
}: {
  field: TFormField;
  form: ReturnType<typeof useSchemaForm<Record<string, string>>>;
}) {
  const required = Boolean(field.required);
  if (field.type === 'choice') {
    return (
      <Radio.Group
        label={field.label}
        description={field.description}
        withAsterisk={required}
        value={form.values[field.name]}
        onChange={(value) => form.setValue(field.name, value)}
        error={form.errors[field.name]}
        name={field.name}
        size="md"
      >
        <Stack gap="xs" mt="xs">
          {field.options.map((option) => (
            <Radio key={option} value={option} label={option} size="md" />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  const props = form.inputProps(field.name);
  if (field.type === 'textarea') {
    return (
      <Textarea
        label={field.label}
        description={field.description}
        required={required}
        size="md"
        autosize
        minRows={3}
        maxLength={field.max}
        {...props}
        onChange={(event) => form.setValue(field.name, event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      label={field.label}
      description={field.description}
      required={required}
      type={field.type}
      autoComplete={field.autoComplete}
      maxLength={field.type === 'email' ? 254 : field.max}
      {...props}
    />
  );
}

/** One of the storefront's forms, drawn from its field list; after sending, the thanks take its place. */
export function NativeForm({ kind }: { kind: TFormKind }) {
  const definition = FORMS[kind];
  const form = useSchemaForm<Record<string, string>>(
    Object.fromEntries(definition.fields.map((field) => [field.name, ''])),
  );
  const send = useSendFormMutation(kind);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const answers = form.validate(formSchema(kind));
    if (!answers) {
      // The first wrong field gets the focus, so a keyboard or screen-reader user lands on the message.
      requestAnimationFrame(() =>
        formElement
          .querySelector<HTMLElement>('[aria-invalid="true"], [role="radiogroup"][aria-invalid] input')
          ?.focus(),
      );
      return;
    }
    send.mutate(answers, {
      onSuccess: () => setSentTo(String(answers.email)),
      onError: (error) => form.showServerError(error, error.status === 400 ? error.message : FAILED),
    });
  };

  if (sentTo) {
    return (
      <Alert color="green" icon={<IconMailCheck aria-hidden />} title="Sent" role="status">
        <Text size="sm">{definition.thanks}</Text>
        <Text size="sm" mt="xs">
          A copy of your answers is on its way to {sentTo}.
        </Text>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={definition.title}>
      <Stack gap="md">
        {definition.fields.map((field) => (
          <Field key={field.name} field={field} form={form} />
        ))}
        <Button
          type="submit"
          size="md"
          color="terracotta"
          loading={send.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {definition.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
