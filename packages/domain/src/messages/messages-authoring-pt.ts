import type { TPartialTranslations } from '../i18n/translations.ts';
import type { messages } from './messages.ts';

/**
 * The spec's messages of the admin's catalogue authoring (the wizard's fixed field messages, the saved toasts,
 * the unsaved-changes prompt) in Portuguese (Portugal). Kept apart from `messagesPt` so that the storefront's
 * first load does not carry them: the authoring screens register them with their own domain texts.
 */
export const messagesAuthoringPt: TPartialTranslations<typeof messages> = {
  unsavedChanges: 'Quer mesmo sair? Tem alterações por guardar!',
  noChanges: 'Não foram feitas alterações',
  tourTitleTooShort: 'O título do passeio tem de ter pelo menos 5 caracteres',
  tourDescriptionLength: 'A descrição do passeio tem de ter entre 10 e 1500 caracteres',
  tourDuration: 'Quanto tempo dura o passeio? A duração deve ser indicada APENAS em MINUTOS',
  selectCity: 'Selecione uma cidade da lista',
  activityCreated: 'Atividade criada!',
  activityUpdated: 'Atividade atualizada!',
  eventCreated: 'Evento criado!',
  eventUpdated: 'Evento atualizado!',
};
