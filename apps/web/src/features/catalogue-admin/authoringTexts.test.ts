import { activityFormErrors, newActivityDefaults } from '@roteiro/domain/catalogue/activity-form';
import { ZEventInput } from '@roteiro/domain/catalogue/event';
import { describe, expect, it } from 'vitest';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { schemaErrors } from '../../shared/lib/useDomainForm.ts';
import { cityLabel } from './authoringTexts.ts';

// The wizard's third step (About this activity), with a cancellation policy too short.
const tooShortPolicy = () => activityFormErrors({ ...newActivityDefaults(), cancellationPolicy: 'Free' }, 2);

describe('the authoring forms speak the reader’s language', () => {
  it('says the cancellation policy’s length in English to an English reader, in the spec’s Portuguese to a Portuguese one', async () => {
    const message = tooShortPolicy().cancellationPolicy;
    expect(message).toBe('{{catalogueForm.cancellationPolicyLength}}');
    const english = await testTexts('en', ['authoring']);
    const portuguese = await testTexts('pt-PT', ['authoring']);
    expect(english.tx(message ?? '')).toBe('Must be 10 to 200 characters');
    expect(portuguese.tx(message ?? '')).toBe('Deve ter entre 10 e 200 caracteres');
  });

  it('words the spec’s fixed messages and the event form’s messages in Portuguese', async () => {
    const portuguese = await testTexts('pt-PT', ['authoring']);
    const english = await testTexts('en', ['authoring']);
    const wizard = activityFormErrors({ ...newActivityDefaults(), title: 'Alf' }, 0);
    expect(english.tx(wizard.title ?? '')).toBe('The tour title has to have at least 5 characters');
    expect(portuguese.tx(wizard.title ?? '')).toBe('O título do passeio tem de ter pelo menos 5 caracteres');
    const event = schemaErrors(ZEventInput, {
      title: '',
      priceCents: 1000,
      eventDate: '',
      eventTime: '',
      activityId: '',
    });
    expect(english.tx(event.title ?? '')).toBe('Enter the event title');
    expect(portuguese.tx(event.title ?? '')).toBe('Indique o título do evento');
  });

  it('labels the screens from the catalogue in both languages', async () => {
    const english = await testTexts('en', ['authoring']);
    const portuguese = await testTexts('pt-PT', ['authoring']);
    expect(english.t('authoring.wizard.progress', { step: 1, count: 5 })).toBe('Step 1 of 5');
    expect(portuguese.t('authoring.wizard.progress', { step: 1, count: 5 })).toBe('Passo 1 de 5');
    expect(english.t('authoring.review.videos', { count: 2 })).toBe('2 video(s)');
    expect(portuguese.t('authoring.review.videos', { count: 1 })).toBe('1 vídeo');
    expect(portuguese.t('authoring.review.videos', { count: 2 })).toBe('2 vídeos');
    expect(cityLabel('Lisbon, Portugal', 'en')).toBe('Lisbon, Portugal');
    expect(cityLabel('Lisbon, Portugal', 'pt-PT')).toBe('Lisboa, Portugal');
  });
});
