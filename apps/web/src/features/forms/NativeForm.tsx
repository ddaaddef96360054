import { Alert, Button, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages-pt';
import {
  FORM_KINDS,
  FORMS,
  formMessages,
  formSchema,
  type TFormField,
  type TFormKind,
} from '@roteiro/domain/forms/forms';
import { FORMS_PT, formFieldTexts, formMessagesPt, formTexts } from '@roteiro/domain/forms/forms-pt';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useSchemaForm } from '../../shared/lib/useSchemaForm.ts';
import { useSendFormMutation } from './formQueries.ts';

// The messages the forms' schemas answer with, so that a field's message shows in the page's language.
registerTranslations(formMessages, formMessagesPt);
for (const kind of FORM_KINDS) {
  const fields: Record<string, { required?: string } | undefined> = FORMS_PT[kind].fields;
  const required = (lookup: (field: TFormField) => string | undefined) =>
    Object.fromEntries(FORMS[kind].fields.map((field) => [field.name, lookup(field)]));
  registerTranslations(
    required((field) => field.required),
    required((field) => fields[field.name]?.required),
  );
}

const STATIC_PAGE_OF = {
  'guide-registration': 'guideRegistration',
  'transfer-registration': 'transferRegistration',
  feedback: 'feedback',
} as const satisfies Record<TFormKind, string>;

function Field({
  kind,
  field,
  form,
}: {
  kind: TFormKind;
  field: TFormField;
  form: ReturnType<typeof useSchemaForm<Record<string, string>>>;
}) {
  const { locale, tx } = useT();
  const text = formFieldTexts(kind, field, locale);
  const error = form.errors[field.name];
  const required = Boolean(field.required);
  if (field.type === 'choice') {
    return (
      <Radio.Group
        label={text.label}
        description={text.description}
        withAsterisk={required}
        value={form.values[field.name]}
        onChange={(value) => form.setValue(field.name, value)}
        error={error && tx(error)}
        name={field.name}
        size="md"
      >
        <Stack gap="xs" mt="xs">
          {field.options.map((option) => (
            <Radio key={option} value={option} label={text.option(option)} size="md" />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  const props = form.inputProps(field.name);
  if (field.type === 'textarea') {
    return (
      <Textarea
        label={text.label}
        description={text.description}
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
      label={text.label}
      description={text.description}
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
  const { t, tx, locale } = useT();
  const definition = FORMS[kind];
  const texts = formTexts(kind, definition, locale);
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
      onError: (error) =>
        form.showServerError(error, error.status === 400 ? tx(error.message) : t('forms.native.failed')),
    });
  };

  if (sentTo) {
    return (
      <Alert color="green" icon={<IconMailCheck aria-hidden />} title={t('forms.native.sent')} role="status">
        <Text size="sm">{texts.thanks}</Text>
        <Text size="sm" mt="xs">
          {t('forms.native.copy', { email: sentTo })}
        </Text>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={staticPageTexts(STATIC_PAGE_OF[kind], locale).title}>
      <Stack gap="md">
        {definition.fields.map((field) => (
          <Field key={field.name} kind={kind} field={field} form={form} />
        ))}
        <Button
          type="submit"
          size="md"
          color="terracotta"
          loading={send.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {texts.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
