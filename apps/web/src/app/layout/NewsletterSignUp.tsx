import { Button, Group, Text, TextInput } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { newsletterTexts } from '@roteiro/domain/newsletter/texts';
import { type FormEvent, useState } from 'react';
import { api, isApiError } from '../../shared/lib/api.ts';

/**
 * The footer's newsletter sign-up (double opt-in: the server e-mails a confirmation link). On every storefront
 * page, so it stays small: the browser checks the address's shape, the server has the last word.
 */
export function NewsletterSignUp() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (!input.checkValidity() || !email.trim()) {
      setError('Enter a valid e-mail address.');
      input.focus();
      return;
    }
    setState('sending');
    try {
      await api.post('/api/newsletter', { email });
      setState('sent');
    } catch (caught) {
      setState('idle');
      setError(isApiError(caught) ? (caught.fields?.email ?? caught.message) : 'Please try again.');
    }
  };

  if (state === 'sent') {
    return (
      <div role="status">
        <Text fw={700} c="white">
          {messages.newsletterSubscribed}
        </Text>
        <Text size="sm" c="azulejo.1">
          {newsletterTexts.checkInbox}
        </Text>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Newsletter">
      <Text fw={700} c="white">
        New tours and seasonal ideas, about once a month
      </Text>
      <Group gap="xs" align="flex-start" mt="xs" wrap="wrap">
        <TextInput
          name="email"
          type="email"
          autoComplete="email"
          label="E-mail for the newsletter"
          labelProps={{ c: 'azulejo.1' }}
          placeholder="you@example.com"
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
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
