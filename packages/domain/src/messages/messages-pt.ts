import type { TPartialTranslations } from '../i18n/translations.ts';
import type { messages } from './messages.ts';

/**
 * The spec's messages that a traveller can meet on the storefront and the account pages (sign-in, registration),
 * in Portuguese (Portugal). The operator and admin areas stay English, so their messages have no
 * translation yet.
 */
export const messagesPt: TPartialTranslations<typeof messages> = {
  invalidCredentials: 'E-mail ou palavra-passe inválidos.',
  accountDeactivated: 'A sua conta foi desativada pela sua organização.',
  tooManySignInAttempts:
    'Demasiadas tentativas de início de sessão falhadas. Aguarde 15 minutos e tente novamente.',
  signInLinkRequired:
    'Esta conta teve demasiadas tentativas de início de sessão falhadas, por isso, para já, a palavra-passe não basta para iniciar sessão. Se a sua palavra-passe estava correta, enviámos-lhe por e-mail uma ligação para iniciar sessão: abra-a para entrar.',
  tooManyRequests: 'Demasiados pedidos num curto espaço de tempo. Aguarde alguns minutos e tente novamente.',
  signInLinkSent: 'Enviámos-lhe um e-mail com uma ligação para iniciar sessão.',
  signInRequired: 'Inicie sessão para continuar.',
  alreadySignedIn: 'Já tem sessão iniciada.',
  forbidden: 'Não tem acesso a esta página.',
  notFound: 'Não encontrámos o que procurava.',
  invalidInput: 'Alguns campos não são válidos. Verifique-os e tente novamente.',
  unexpected: 'Ocorreu um erro do nosso lado. Tente novamente mais tarde.',
  paymentProviderFailed:
    'O serviço de pagamentos não conseguiu concluir este pedido. Tente novamente dentro de momentos.',
  passwordTooShort: 'A palavra-passe tem de ter mais de 8 caracteres.',
  invalidEmail: 'Introduza um endereço de e-mail válido.',
  passwordTooLong: 'A palavra-passe pode ter, no máximo, 128 caracteres.',
  textHasForbiddenCharacter: 'Este texto contém um carácter que não é permitido.',
  malformedUrl: 'Este endereço não é válido. Verifique a ligação e tente novamente.',
  jsonTooDeep: 'Não foi possível ler o pedido: os seus dados têm mais de 64 níveis de encadeamento.',
  multipartWithoutBoundary:
    'Não foi possível ler o pedido: um Content-Type multipart/form-data precisa do seu boundary.',
  multipartRequired: 'Envie o formulário como multipart/form-data.',
  requestUnreadable: 'Não foi possível ler o pedido. Verifique o seu formato e tente novamente.',
  crossOriginRefused: 'Este pedido veio de outro site e foi recusado. Abra o Roteiro e tente novamente.',
  textCopied: 'Texto copiado para a área de transferência.',
  fileTooLarge: 'O ficheiro é demasiado grande.',
  fileTypeRefused: 'Este tipo de ficheiro não é aceite.',
  fileRequired: 'Escolha um ficheiro para carregar.',
  photoRequired: 'Escolha uma fotografia para carregar.',
  imageTooManyPixels: (megapixels: number) =>
    `Esta imagem tem demasiados píxeis: no máximo ${megapixels} megapíxeis.`,
  newsletterSubscribed: 'Obrigado por subscrever a nossa newsletter!',
  quoteSendFailed:
    'Ocorreu um erro ao enviar o seu pedido de orçamento. Se o erro persistir, contacte o apoio ao cliente.',
  unknownDate: 'Desconhecida',
  // Said on the next page after signing out, worded by the account menu of any page.
  signedOut: 'Terminou a sessão!',
};
