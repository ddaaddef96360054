import { registrationApi } from '@roteiro/domain/auth/registration.api';
import type { TSessionResponse } from '@roteiro/domain/auth/schemas';
import type { TTravellerConfirmRequest, TTravellerRegistrationRequest } from '@roteiro/domain/auth/traveller';
import { bookingApi } from '@roteiro/domain/booking/booking.api';
import { MY_TOURS_PATH } from '@roteiro/domain/booking/my-tours';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { setPendingSignInRedirect } from '../session/pendingSignInRedirect.ts';
import { sessionKeys } from '../session/sessionKeys.ts';

export const travellerKeys = {
  all: ['traveller'] as const,
  link: (token: string) => [...travellerKeys.all, 'link', token] as const,
  myTours: (page: number, locale: TLocale) => [...travellerKeys.all, 'my-tours', page, locale] as const,
};

/** /register: asks for the e-mail that proves the address. */
export function useRegisterTravellerMutation() {
  return useMutation({
    mutationFn: (body: TTravellerRegistrationRequest) => call(registrationApi.registerTraveller, { body }),
  });
}

/** /register/confirm: whose registration the e-mailed link is (404 when not valid). */
export function useTravellerLinkQuery(token: string) {
  return useQuery({
    queryKey: travellerKeys.link(token),
    queryFn: ({ signal }) => call(registrationApi.travellerLink, { query: { token }, signal }),
    enabled: token.length > 0,
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}

/** Creates the account; the server signs it in and RequireSignedOut leads on to My tours. */
export function useConfirmTravellerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTravellerConfirmRequest) => call(registrationApi.confirmTraveller, { body }),
    onSuccess: ({ user }) => {
      setPendingSignInRedirect(MY_TOURS_PATH);
      queryClient.setQueryData<TSessionResponse>(sessionKeys.current(), { user });
    },
  });
}

/**
 * A page of the signed-in traveller's tours, their titles in the page's language (the API reads it from the
 * `Accept-Language` every call sends): another language is another read.
 */
export function useMyToursQuery(page: number) {
  const { locale } = useT();
  return useQuery({
    queryKey: travellerKeys.myTours(page, locale),
    queryFn: ({ signal }) => call(bookingApi.myTours, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
