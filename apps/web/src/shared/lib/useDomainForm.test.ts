import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../i18n/domainTextsPt.ts';
import { testTexts } from '../i18n/testTexts.ts';
import { ApiError } from './api.ts';
import { domainFormOptions, schemaErrors, serverErrorReport, wordErrors } from './useDomainForm.ts';

const invalidEmail = textRef(messages, 'invalidEmail');
const ZTrip = z.object({
  email: z.email({ message: invalidEmail }),
  seats: z.coerce.number().int().min(1, { message: 'At least one seat' }).max(8, { message: 'At most 8' }),
  stops: z.array(z.object({ title: z.string().trim().min(1, { message: 'Name the stop' }) })),
});
const values = { email: 'nope', seats: '0', stops: [{ title: 'Belém' }, { title: ' ' }] };

const en = await testTexts('en', ['common']);
const pt = await testTexts('pt-PT', ['common']);

describe('useDomainForm', () => {
  it('puts the first message of each failing field at its path, nested fields as Mantine names them', () => {
    expect(schemaErrors(ZTrip, values)).toEqual({
      email: invalidEmail,
      seats: 'At least one seat',
      'stops.1.title': 'Name the stop',
    });
    expect(schemaErrors(ZTrip, { ...values, email: 'ana@example.com', seats: '2', stops: [] })).toEqual({});
  });

  it("checks on submit with the schema and hands the handler the schema's output", () => {
    const options = domainFormOptions({ schema: ZTrip, initialValues: values }, pt.tx);
    expect(options.mode).toBe('controlled');
    expect(options.validate(values)).toEqual(schemaErrors(ZTrip, values));
    const valid = { email: 'ana@example.com', seats: '2', stops: [{ title: ' Belém ' }] };
    expect(options.validate(valid)).toEqual({});
    expect(options.transformValues?.(valid)).toEqual({
      email: 'ana@example.com',
      seats: 2,
      stops: [{ title: 'Belém' }],
    });
  });

  it("words an input's message in the reader's language and names the input after its field", () => {
    const options = domainFormOptions({ schema: ZTrip, initialValues: values }, pt.tx);
    const enhance = (inputProps: { onChange: () => void; error?: React.ReactNode }, field: string) =>
      options.enhanceGetInputProps?.({
        inputProps,
        field,
        options: {},
        form: {} as Parameters<NonNullable<typeof options.enhanceGetInputProps>>[0]['form'],
      });
    const onChange = () => undefined;
    expect(enhance({ onChange, error: invalidEmail }, 'email')).toEqual({
      name: 'email',
      error: 'Introduza um endereço de e-mail válido.',
    });
    expect(enhance({ onChange, error: 'Name the stop' }, 'stops.1.title')).toEqual({
      name: 'stops.1.title',
      error: 'Name the stop',
    });
    // An input asked for without its error (withError: false) gets none.
    expect(enhance({ onChange }, 'seats')).toEqual({ name: 'seats' });
  });

  it('words every message of the form, leaving plain texts as they are', () => {
    const errors = { email: invalidEmail, seats: 'At least one seat' };
    expect(wordErrors(errors, pt.tx)).toEqual({
      email: 'Introduza um endereço de e-mail válido.',
      seats: 'At least one seat',
    });
    expect(wordErrors(errors, en.tx)).toEqual({ email: messages.invalidEmail, seats: 'At least one seat' });
  });

  it("shows the server's field messages at the form's own fields, without a toast", () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', {
      fields: { email: invalidEmail, 'stops.0.title': 'Too long', token: 'Expired' },
    });
    expect(serverErrorReport(error, values, pt)).toEqual({
      fields: { email: invalidEmail, 'stops.0.title': 'Too long' },
      toast: null,
    });
  });

  it("toasts a failure none of whose fields belongs to the form, in the reader's language", () => {
    const refused = new ApiError(409, 'CONFLICT', messages.invalidInput, {
      text: { id: 'messages.invalidInput' },
      fields: { token: 'Expired' },
    });
    expect(serverErrorReport(refused, values, pt)).toEqual({
      fields: {},
      toast: 'Alguns campos não são válidos. Verifique-os e tente novamente.',
    });
    expect(serverErrorReport(refused, values, en, 'Could not send')).toEqual({
      fields: {},
      toast: 'Could not send',
    });
    const offline = new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
    expect(serverErrorReport(offline, values, en).toast).toBe(en.t('common.errors.network'));
    expect(serverErrorReport(new Error('boom'), values, en).toast).toBe(en.t('common.errors.tryAgain'));
  });
});
