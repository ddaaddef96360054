import { Button, Group, Text, TextInput } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { newsletterApi } from '@roteiro/domain/newsletter/newsletter.api';
import { newsletterTexts } from '@roteiro/domain/newsletter/texts';
import { type FormEvent, useState } from 'react';
import { errorText, fieldText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';

/**
 * The footer's newsletter sign-up (double opt-in: the server e-mails a confirmation link). On every storefront
 * page, so it stays small: the browser checks the address's shape, the server has the last word.
 */
export function NewsletterSignUp() {
  const texts = useT();
  const { t, say } = texts;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (!input.checkValidity() || !email.trim()) {
      setError(say(messages, 'invalidEmail'));
      input.focus();
      return;
    }
    setState('sending');
    try {
      await call(newsletterApi.signUp, { body: { email } });
      setState('sent');
    } catch (caught) {
      setState('idle');
      setError(fieldText(caught, 'email', texts) ?? errorText(caught, texts));
    }
  };

  if (state === 'sent') {
    return (
      <div role="status">
        <Text fw={700} c="white">
          {say(messages, 'newsletterSubscribed')}
        </Text>
        <Text size="sm" c="azulejo.1">
          {say(newsletterTexts, 'checkInbox')}
        </Text>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t('common.newsletter.label')}>
      <Text fw={700} c="white">
        {t('common.newsletter.pitch')}
      </Text>
      <Group gap="xs" align="flex-start" mt="xs" wrap="wrap">
        <TextInput
          name="email"
          type="email"
          autoComplete="email"
          label={t('common.newsletter.email')}
          labelProps={{ c: 'azulejo.1' }}
          placeholder={t('common.newsletter.placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          styles={{ error: { color: 'var(--mantine-color-yellow-3)' } }}
        />
        <Button type="submit" color="terracotta" loading={state === 'sending'} mt={{ base: 0, xs: 26 }}>
          {t('common.newsletter.subscribe')}
        </Button>
      </Group>
    </form>
  );
}
