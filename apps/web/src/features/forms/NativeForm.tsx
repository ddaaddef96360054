import { Alert, Button, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import {
  FORMS,
  formFieldTexts,
  formMessages,
  formPageTexts,
  formSchema,
  formTexts,
  type TFormField,
  type TFormKind,
} from '@roteiro/domain/forms/forms';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import formPagesPt from '@roteiro/domain/locales/pt-PT/formPages.json';
import formsPt from '@roteiro/domain/locales/pt-PT/forms.json';
import { IconMailCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { type TDomainForm, useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { useSendFormMutation } from './formQueries.ts';

// The forms' messages (a required field's among them) are references to `formMessages`: its Portuguese words them.
registerTranslations(formMessages, 'pt-PT', formsPt);
// The forms' own words (thanks, button, fields), in the page's language.
registerTranslations(formPageTexts, 'pt-PT', formPagesPt);

const STATIC_PAGE_OF = {
  'guide-registration': 'guideRegistration',
  'transfer-registration': 'transferRegistration',
  feedback: 'feedback',
} as const satisfies Record<TFormKind, string>;

type TNativeForm = TDomainForm<ReturnType<typeof formSchema>, Record<string, string>>;

function Field({ kind, field, form }: { kind: TFormKind; field: TFormField; form: TNativeForm }) {
  const { locale } = useT();
  const text = formFieldTexts(kind, field, locale);
  const required = Boolean(field.required);
  if (field.type === 'choice') {
    return (
      <Radio.Group
        label={text.label}
        description={text.description}
        withAsterisk={required}
        value={form.values[field.name]}
        onChange={(value) => form.setFieldValue(field.name, value)}
        error={form.errors[field.name]}
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
  const props = form.getInputProps(field.name);
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
  const { t, locale } = useT();
  const definition = FORMS[kind];
  const texts = formTexts(kind, locale);
  const schema = useMemo(() => formSchema(kind), [kind]);
  const form = useDomainForm({
    schema,
    initialValues: Object.fromEntries(definition.fields.map((field) => [field.name, ''])),
  });
  const send = useSendFormMutation(kind);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = form.onSubmit(
    (answers) => {
      send.mutate(answers, {
        onSuccess: () => setSentTo(String(answers.email)),
        // A refusal says why (the server's text); any other failure says the form was not sent.
        onError: (error) =>
          form.showServerError(error, error.status === 400 ? undefined : t('forms.native.failed')),
      });
    },
    (_errors, _values, event) => {
      // The first wrong field gets the focus, so a keyboard or screen-reader user lands on the message.
      const formElement = event?.currentTarget;
      requestAnimationFrame(() =>
        formElement
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [role="radiogroup"][aria-invalid] input')
          ?.focus(),
      );
    },
  );

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
